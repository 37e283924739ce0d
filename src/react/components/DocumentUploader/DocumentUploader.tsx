import type { DocumentUploadFn } from 'paykit/client';
import type { AccountDocument, DocumentContentType, DocumentType } from 'paykit/schemas';
import { forwardRef, useCallback, useMemo, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { uploadDocument } from '../../../client/onboarding-upload';
import { ACCEPTED_DOCUMENT_CONTENT_TYPES } from '../../../shared/file-type';
import { useStatusT } from '../../i18n/useStatusT';
import { usePaykit } from '../../provider/context';
import { cx } from '../../styles/base';
import { documentLabel } from './messages';
import { checkImageQuality, type QualityHint } from './quality';
import * as styles from './styles';
import { UploadSlot } from './UploadSlot';
import type { SlotPhase } from './useUploadSlot';
import { useLatest } from '../../internal/useLatest';

/**
 * The service's 10 MB per document (DOCUMENT_MAX_BYTES in shared/schemas/accounts.ts, which a
 * test keeps equal): restated because importing that module would bundle zod with the uploader.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** One document to upload, with its own drop zone. */
export interface DocumentSlot {
  /** The document type sent with the file. */
  type: DocumentType;
  /** Default: the catalogue's name for the type ("Front of your ID card or driver’s licence"). */
  label?: string;
  /** Shown under the label (what makes a good photo of it). */
  hint?: string;
  /** The file input's id (default generated), for an error summary's link to the slot. */
  id?: string;
  /** A problem found outside the slot ("Upload the trust deed"): shown there, and the slot marked invalid. */
  error?: string;
}

/** What onChange reports after each slot change. */
export interface DocumentUploaderChange {
  /** Every slot has an uploaded document. */
  complete: boolean;
  /** The uploaded document of each slot that has one. */
  documents: Partial<Record<DocumentType, AccountDocument>>;
  /** An upload is running (a form should not move on yet). */
  busy: boolean;
}

/** DocumentUploader's own props. */
export interface DocumentUploaderOwnProps {
  /** One document. Use `slots` for several in one step (ID front and back, say). */
  documentType?: DocumentType;
  /** The single document's label (default: the catalogue's name for the type). */
  label?: string;
  /** The single document's hint (what makes a good photo of it, say). */
  hint?: string;
  /** Several documents in one group, each with its own slot. */
  slots?: readonly DocumentSlot[];
  /** The group's visible title when there are several slots. */
  legend?: string;
  /** Content types accepted, decided from the file's bytes (default JPEG, PNG and PDF). */
  accept?: readonly DocumentContentType[];
  /** Adds a "Take a photo" button on phones that opens the camera ('environment': rear, 'user': front). */
  capture?: 'environment' | 'user';
  /** Default 10 MB (the service's limit). */
  maxBytes?: number;
  /** Each document the proxy accepted. */
  onUploaded?: (document: AccountDocument) => void;
  /** Whenever a slot changes: which documents are in, whether all are, whether one is sending. */
  onChange?: (change: DocumentUploaderChange) => void;
  /** Where files go (default: the provider's proxy, with XMLHttpRequest progress). */
  upload?: DocumentUploadFn;
  /** The readability check run on photos before upload; null turns it off. Default: size and blur. */
  checkQuality?: ((file: File) => Promise<QualityHint | null>) | null;
  /** Extra classes on the root element. */
  className?: string;
}

/** DocumentUploader's props: its own, and any attribute of its root (a `<fieldset>` with a legend and several slots, else a `<div>`). */
export type DocumentUploaderProps = DocumentUploaderOwnProps & Omit<HTMLAttributes<HTMLElement>, keyof DocumentUploaderOwnProps>;

/**
 * Identity and business documents: a file picker (drag and drop where there is a mouse, the camera on phones),
 * type decided by the file's bytes and the size limit checked before anything is sent, an
 * uploaded file as a row (a thumbnail or a PDF mark, the name, the size, Replace and Remove),
 * upload progress, cancel and retry, and a hint when a photo looks unreadable.
 *
 * Previews are `blob:` URLs: a page with a Content-Security-Policy needs `img-src blob:`.
 * The ref and other props go to its root element.
 */
export const DocumentUploader = forwardRef<HTMLElement, DocumentUploaderProps>(function DocumentUploader(
  {
    documentType,
    label,
    hint,
    slots: givenSlots,
    legend,
    accept = ACCEPTED_DOCUMENT_CONTENT_TYPES,
    capture,
    maxBytes = UPLOAD_MAX_BYTES,
    onUploaded,
    onChange,
    upload: givenUpload,
    checkQuality = checkImageQuality,
    className,
    ...rootProps
  },
  ref,
) {
  const { client } = usePaykit('DocumentUploader');
  const { t } = useStatusT('DocumentUploader');
  const slots = useMemo<DocumentSlot[]>(() => {
    if (givenSlots && givenSlots.length > 0) return [...givenSlots];
    if (!documentType) throw new Error('DocumentUploader needs a documentType (or slots): <DocumentUploader documentType="passport" />');
    return [{ type: documentType, label, hint }];
  }, [givenSlots, documentType, label, hint]);
  const upload = useMemo<DocumentUploadFn>(() => givenUpload ?? ((options) => uploadDocument(client, options)), [givenUpload, client]);

  const phases = useRef(new Map<DocumentType, SlotPhase>());
  const documents = useRef<Partial<Record<DocumentType, AccountDocument>>>({});
  const [complete, setComplete] = useState(false);
  const onChangeRef = useLatest(onChange);

  const report = useCallback(
    (type: DocumentType, phase: SlotPhase, document: AccountDocument | null) => {
      const before = phases.current.get(type);
      phases.current.set(type, phase);
      const hadDocument = documents.current[type];
      if (document) documents.current = { ...documents.current, [type]: document };
      else if (hadDocument) {
        // A new file replaces the uploaded one, or it was removed: the slot is open again until one is sent.
        const rest = { ...documents.current };
        delete rest[type];
        documents.current = rest;
      }
      if (before === phase && hadDocument === documents.current[type]) return;
      const done = slots.every((slot) => documents.current[slot.type]);
      setComplete(done);
      onChangeRef.current?.({
        complete: done,
        documents: documents.current,
        busy: [...phases.current.values()].some((p) => p === 'uploading' || p === 'checking'),
      });
    },
    [slots, onChangeRef],
  );

  const rendered = slots.map((slot) => (
    <UploadSlot
      key={slot.type}
      type={slot.type}
      label={slot.label ?? documentLabel(slot.type, t)}
      hint={slot.hint}
      inputId={slot.id}
      outsideError={slot.error}
      accept={accept}
      capture={capture}
      maxBytes={maxBytes}
      upload={upload}
      checkQuality={checkQuality}
      onUploaded={onUploaded}
      onPhase={(phase, document) => report(slot.type, phase, document)}
    />
  ));

  const state = complete ? 'complete' : 'incomplete';
  if (slots.length === 1 || !legend) {
    return (
      <div {...rootProps} ref={ref as Ref<HTMLDivElement>} className={cx(styles.root(), className)} data-paykit="document-uploader" data-state={state}>
        {rendered}
      </div>
    );
  }
  return (
    <fieldset {...rootProps} ref={ref as Ref<HTMLFieldSetElement>} className={cx(styles.root(), className)} data-paykit="document-uploader" data-state={state}>
      <legend>{legend}</legend>
      {rendered}
    </fieldset>
  );
});
