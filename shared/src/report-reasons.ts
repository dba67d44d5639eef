/**
 * `@kompass/shared/report-reasons`: bundled by mf-chat (the report form) and mf-admin (the
 * reports page), outside the shell's first load.
 */
import type { ReportReason } from '@kompass/shared';

/** Why a chat is reported, in the words the reporter chooses from and the admin reads. */
export const reportReasonLabels = {
  harassment: 'Belästigung oder Mobbing',
  sexual: 'Sexuelle Inhalte',
  threat: 'Bedrohung oder Gewalt',
  spam: 'Spam oder Betrug',
  other: 'Etwas anderes',
} as const satisfies Record<ReportReason, string>;
