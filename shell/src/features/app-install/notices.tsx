import { InstallOffer } from './install-offer';
import { UpdateNotice } from './update-notice';

/** What AppNotices loads when it has something to show. */
export default function Notices() {
  return (
    <>
      <InstallOffer />
      <UpdateNotice />
    </>
  );
}
