import { InstallOffer } from './install-offer';
import { UpdateNotice } from './update-notice';

/** What AppNotices loads when it has something to show; the install offer when it may come. */
export default function Notices({ offerInstall }: { offerInstall: boolean }) {
  return (
    <>
      {offerInstall && <InstallOffer />}
      <UpdateNotice />
    </>
  );
}
