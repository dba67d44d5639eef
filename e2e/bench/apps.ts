/** The apps of the product, read from the build's own list (build/ports.ts) rather than repeated. */
import path from 'node:path';
import { devPorts, type AppName } from '../../build/ports.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const apps = Object.keys(devPorts).filter((name): name is AppName => name !== 'api');
