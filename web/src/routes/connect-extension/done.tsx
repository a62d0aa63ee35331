import { CheckCircle2 } from 'lucide-react';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { ConnectFrame } from './frame';

export const CONNECTED = 'Extension connected. You can close this tab.';

/**
 * /connect/extension/done#token=… : the extension's background reads the token from this tab's
 * address and closes it. The page itself never shows or sends the token.
 */
export default function ConnectExtensionDone() {
  usePageMeta(PAGE_META['/connect/extension/done']);
  return (
    <ConnectFrame
      icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}
      title="Extension connected"
      description={<span role="status">{CONNECTED}</span>}
    />
  );
}
