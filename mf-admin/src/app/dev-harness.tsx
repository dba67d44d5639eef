import { startDevHarness } from '@kompass/shared/dev';
import AdminApp from '../pages/admin-app';

void startDevHarness('mf-admin', { './AdminApp': AdminApp });
