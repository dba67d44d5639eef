/** The apps of the product, from the one app manifest (`@kompass/contracts/apps`). */
import path from 'node:path';
import { appNames } from '@kompass/contracts/apps';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const apps = appNames;
