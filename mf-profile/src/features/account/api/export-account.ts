import { useApi, type ApiClient, useMutation } from '@kompass/shared';
import { saveFile } from '../lib/save-file';

const fallbackName = 'kompass-meine-daten.json';

/** The file name the server suggests in Content-Disposition, else a sensible default. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallbackName;
}

/** GET /account/export: everything stored about the user, as a JSON file. */
export async function exportAccount(api: ApiClient): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get('account/export');
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** Downloads the export: the browser saves it as a file. */
export function useExportAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await exportAccount(api);
      saveFile(blob, fileName);
    },
  });
}
