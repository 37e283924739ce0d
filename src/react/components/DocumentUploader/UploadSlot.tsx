import type { DocumentUploadFn } from 'paykit/client';
import type { AccountDocument, DocumentContentType, DocumentType } from 'paykit/schemas';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { formatFileSize } from '../../i18n/en-onboarding-status';
import { useStatusT } from '../../i18n/useStatusT';
import { StatusIcon } from '../../internal/StatusIcon';
import { button, visuallyHidden } from '../../styles/base';
import { acceptedWords } from './messages';
import type { QualityHint } from './quality';
import * as styles from './styles';
import { useFilePreview } from './useFilePreview';
import { useFittedName } from './useFittedName';
import { useUploadSlot, type SlotPhase } from './useUploadSlot';

/** One slot's props (DocumentUploader gives each slot its settings). */
export interface UploadSlotProps {
  /** The document type sent with the file. */
  type: DocumentType;
  /** The slot's label. */
  label: string;
  /** Shown under the label. */
  hint?: string | undefined;
  /** The file input's id (default generated). */
  inputId?: string | undefined;
  /** A problem found outside the slot (nothing uploaded yet), shown until the slot has its own. */
  outsideError?: string | undefined;
  /** Content types accepted, decided from the bytes. */
  accept: readonly DocumentContentType[];
  /** Offers the camera on phones. */
  capture?: 'environment' | 'user';
  /** The size limit. */
  maxBytes: number;
  /** Sends the file. */
  upload: DocumentUploadFn;
  /** The readability check for photos; null: none. */
  checkQuality: ((file: File) => Promise<QualityHint | null>) | null;
  /** The proxy accepted the document. */
  onUploaded?: (document: AccountDocument) => void;
  /** Every phase change; `document` once uploaded, else null. */
  onPhase?: (phase: SlotPhase, document: AccountDocument | null) => void;
}

const EXTENSIONS: Record<DocumentContentType, string> = { 'image/jpeg': '.jpg,.jpeg', 'image/png': '.png', 'application/pdf': '.pdf' };

/** One document: pick or drop a file, check it, upload it with progress; then its row, with Replace and Remove. */
export function UploadSlot({ type, label, hint, inputId, outsideError, accept, capture, maxBytes, upload, checkQuality, onUploaded, onPhase }: UploadSlotProps) {
  const { t, locale } = useStatusT('DocumentUploader');
  const { state, take, uploadAgain, cancel, remove } = useUploadSlot({ type, accept, maxBytes, upload, checkQuality, onUploaded, onPhase, t, locale });
  const [dragging, setDragging] = useState(false);
  const previewUrl = useFilePreview('contentType' in state && state.contentType !== 'application/pdf' ? state.file : null);

  const id = useId();
  const ids = {
    label: `${id}-label`,
    hint: `${id}-hint`,
    formats: `${id}-formats`,
    error: `${id}-error`,
    choose: `${id}-choose`,
    camera: `${id}-camera`,
    remove: `${id}-remove`,
    input: inputId ?? `${id}-input`,
    progress: `${id}-progress`,
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) fires change again.
    event.target.value = '';
    if (file) void take(file);
  };

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    if (!Array.from(event.dataTransfer?.types ?? []).includes('Files')) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer?.files?.[0];
    if (file) void take(file);
  };

  const { list } = acceptedWords(accept, t, locale);
  const file = 'file' in state ? state.file : null;
  const error =
    state.phase === 'invalid' || state.phase === 'failed' ? state.message : state.phase === 'empty' || state.phase === 'cancelled' ? (outsideError ?? '') : '';
  const percent = state.phase === 'uploading' && state.total > 0 ? Math.min(100, Math.floor((state.loaded / state.total) * 100)) : 0;
  const statusText =
    state.phase === 'checking'
      ? t('upload.status.checking', { name: state.file.name })
      : state.phase === 'uploading'
        ? // Announced at 25 % steps only, not at every progress event.
          percent < 25
          ? t('upload.status.uploading', { name: state.file.name })
          : t('upload.status.progress', { percent: Math.floor(percent / 25) * 25 })
        : state.phase === 'uploaded'
          ? t('upload.status.uploaded', { name: state.file.name })
          : state.phase === 'cancelled'
            ? t('upload.status.cancelled')
            : state.phase === 'empty' && state.removed
              ? t('upload.status.removed', { name: state.removed })
              : '';
  const describedBy = [hint ? ids.hint : null, ids.formats, error ? ids.error : null].filter(Boolean).join(' ');
  const acceptAttr = accept.flatMap((type) => [type, EXTENSIONS[type]]).join(',');
  const images = accept.filter((type) => type !== 'application/pdf');

  // Sent, or sending it failed: the row offers that file again ("Try again"), not another one.
  const retry = state.phase === 'failed' || state.phase === 'cancelled';
  // One file input for the slot's whole life, so focus stays on it from choosing to Replace.
  const input = (
    <input
      id={ids.input}
      type="file"
      className={visuallyHidden()}
      accept={acceptAttr}
      aria-labelledby={`${ids.choose} ${ids.label}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      // While the row offers Try again, no label stands for the input: it leaves the tab order (Remove empties the slot).
      tabIndex={retry ? -1 : undefined}
      onChange={onInput}
    />
  );
  const shown = file && state.phase !== 'invalid' ? file : null;
  const nameBox = useRef<HTMLParagraphElement>(null);
  const short = useFittedName(shown?.name ?? '', nameBox);
  const onRemove = () => {
    remove();
    document.getElementById(ids.input)?.focus();
  };

  return (
    <div className={styles.slot()} data-part="document-slot" data-document-type={type} data-state={state.phase}>
      <p id={ids.label} className={styles.label()}>
        {label}
      </p>
      {hint && (
        <p id={ids.hint} className={styles.hint()}>
          {hint}
        </p>
      )}
      <p id={ids.formats} className={styles.hint()}>
        {t('upload.hint.formats', { accepted: list, limit: formatFileSize(maxBytes, locale) })}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only notes how focus came (pointer or keys) for the ring; the controls inside are native */}
      <div
        className={styles.zone()}
        data-state={state.phase}
        data-file={shown ? 'true' : undefined}
        data-dragging={dragging ? 'true' : 'false'}
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        // The label's ring follows the keyboard: a file chosen with a pointer leaves focus on the input without one.
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => event.currentTarget.setAttribute('data-pointer', '')}
        onKeyUp={(event: KeyboardEvent<HTMLDivElement>) => event.currentTarget.removeAttribute('data-pointer')}
      >
        {input}
        {shown && (
          <div className={styles.file()} data-part="file">
            {state.phase === 'failed' ? (
              <span data-part="file-mark" data-tone="danger">
                <StatusIcon tone="danger" />
              </span>
            ) : previewUrl ? (
              <img src={previewUrl} alt="" data-part="preview" />
            ) : (
              // No thumbnail (a PDF, or a browser without blob: URLs): a tile with the format's name.
              <span data-part="file-mark" aria-hidden="true">
                {'contentType' in state && state.contentType === 'application/pdf' ? 'PDF' : ''}
              </span>
            )}
            <p ref={nameBox}>
              <span data-part="name" title={shown.name}>
                {short === shown.name ? (
                  short
                ) : (
                  <>
                    <span aria-hidden="true">{short}</span>
                    <span className={visuallyHidden()}>{shown.name}</span>
                  </>
                )}
              </span>
              <span data-part="size">{formatFileSize(shown.size, locale)}</span>
            </p>
            <span className={styles.actions()}>
              {retry ? (
                <button type="button" className={button()} data-variant="quiet" data-size="small" onClick={uploadAgain}>
                  {t('upload.retry')}
                </button>
              ) : (
                <label id={ids.choose} htmlFor={ids.input} className={button()} data-variant="quiet" data-size="small" data-part="choose">
                  {t('upload.replace')}
                </label>
              )}
              <button
                type="button"
                id={ids.remove}
                className={button()}
                data-variant="quiet"
                data-size="small"
                aria-labelledby={`${ids.remove} ${ids.label}`}
                onClick={onRemove}
              >
                {t('upload.remove')}
              </button>
            </span>
          </div>
        )}

        {state.phase === 'uploading' && (
          <div className={styles.progressRow()}>
            <span id={ids.progress} className={styles.hint()}>
              {t('upload.progress.label')}
            </span>
            <progress
              max={100}
              value={percent}
              aria-labelledby={ids.progress}
              aria-valuetext={t('upload.progress.value', {
                percent,
                sent: formatFileSize(Math.min(state.loaded, state.total), locale),
                total: formatFileSize(state.total, locale),
              })}
            />
            <div className={styles.actions()}>
              <button type="button" className={button()} data-variant="secondary" data-size="small" onClick={cancel}>
                {t('upload.cancel')}
              </button>
            </div>
          </div>
        )}

        {state.phase === 'review' && (
          <>
            <p className={styles.notice()} data-tone="warning" data-part="quality-hint">
              {state.hint}
            </p>
            <div className={styles.actions()}>
              <button type="button" className={button()} data-size="small" onClick={uploadAgain}>
                {t('upload.anyway')}
              </button>
            </div>
          </>
        )}

        {!shown && (
          <div className={styles.pickers()}>
            <label id={ids.choose} htmlFor={ids.input} className={button()} data-variant="secondary" data-part="choose">
              {t('upload.choose')}
            </label>
            {capture && images.length > 0 && (
              <span data-camera="">
                <input
                  id={`${ids.input}-camera`}
                  type="file"
                  className={visuallyHidden()}
                  accept={images.join(',')}
                  capture={capture}
                  aria-labelledby={`${ids.camera} ${ids.label}`}
                  aria-describedby={describedBy}
                  onChange={onInput}
                />
                <label id={ids.camera} htmlFor={`${ids.input}-camera`} className={button()} data-variant="secondary">
                  {t('upload.camera')}
                </label>
              </span>
            )}
            <span className={styles.dropText()} aria-hidden="true">
              {t('upload.drop')}
            </span>
          </div>
        )}
      </div>
      {/* Uploaded: the row's check mark says it; the sentence is for screen readers. */}
      <p className={state.phase === 'uploaded' ? visuallyHidden() : styles.status()} role="status">
        {statusText}
      </p>
      <p id={ids.error} className={styles.error()} role="alert">
        {error}
      </p>
    </div>
  );
}
