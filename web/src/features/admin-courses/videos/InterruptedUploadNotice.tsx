import { useState } from 'react';
import type { InterruptedUpload } from '../../../lib/video-upload';

interface InterruptedUploadNoticeProps {
  upload: InterruptedUpload;
  onDiscard: () => Promise<void>;
}

export function InterruptedUploadNotice({ upload, onDiscard }: InterruptedUploadNoticeProps) {
  const [discarding, setDiscarding] = useState(false);

  async function discard() {
    setDiscarding(true);
    try {
      await onDiscard();
    } finally {
      setDiscarding(false);
    }
  }

  return (
    <div className="admin-courses-notice" role="status">
      <p>{`An upload of ${upload.fileName} was interrupted. Choose the same file to resume it.`}</p>
      <button type="button" className="button button-outline" disabled={discarding} onClick={discard}>
        {discarding ? 'Discarding...' : 'Discard'}
      </button>
    </div>
  );
}
