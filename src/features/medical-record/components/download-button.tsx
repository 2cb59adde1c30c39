// Asks for a short-lived link, then lets the browser download from it (the server sends Content-Disposition:
// attachment): a real file download that works in a frame too, without the token in the address bar.
import { useState } from 'react';
import { css } from 'goober';
import { errorMessage } from '../../../core/errors/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Download } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import { createDocumentLink } from '../api/create-document-link.ts';

const wrap = css`display:flex;flex-direction:column;align-items:flex-start;gap:${vars.space[2]};`;
const failed = css`color:${vars.color.danger};`;

function startDownload(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function DownloadButton({ entryId }: { entryId: string }) {
  const [state, setState] = useState<{ busy: boolean; message: string; error: boolean }>({ busy: false, message: '', error: false });
  const download = async () => {
    setState({ busy: true, message: t.downloading, error: false });
    try {
      const link = await createDocumentLink(entryId);
      startDownload(link.url, link.filename);
      setState({ busy: false, message: t.downloaded(link.filename), error: false });
    } catch (error) {
      setState({ busy: false, message: `${t.downloadError} ${errorMessage(error)}`, error: true });
    }
  };
  return (
    <div className={wrap}>
      <Button icon={Download} loading={state.busy} onClick={() => void download()}>
        {t.download}
      </Button>
      <p role={state.error ? 'alert' : 'status'} className={state.error ? failed : undefined}>
        {state.message}
      </p>
    </div>
  );
}
