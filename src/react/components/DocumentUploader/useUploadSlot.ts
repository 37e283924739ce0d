import type { DocumentUploadFn } from 'paykit/client';
import type { AccountDocument, DocumentContentType, DocumentType } from 'paykit/schemas';
import { useEffect, useRef, useState } from 'react';
import type { StatusTranslate } from '../../i18n/en-onboarding-status';
import { useLatest } from '../../internal/useLatest';
import { inspectFile } from './file-checks';
import { problemText, qualityText, uploadErrorText } from './messages';
import type { QualityHint } from './quality';

/** Where one slot stands: its `data-state`. */
export type SlotPhase = 'empty' | 'checking' | 'invalid' | 'review' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

/** One slot's state: the phase and what that phase knows about the file. */
export type SlotState =
  | { phase: 'empty'; removed?: string }
  | { phase: 'checking'; file: File }
  | { phase: 'invalid'; file: File; message: string }
  | { phase: 'review'; file: File; contentType: DocumentContentType; hint: string }
  | { phase: 'uploading'; file: File; contentType: DocumentContentType; loaded: number; total: number }
  | { phase: 'uploaded'; file: File; contentType: DocumentContentType; document: AccountDocument }
  | { phase: 'failed'; file: File; contentType: DocumentContentType; message: string }
  | { phase: 'cancelled'; file: File; contentType: DocumentContentType };

/** What the slot's upload needs to know. */
export interface UploadSlotMachineOptions {
  /** The document type sent with the file. */
  type: DocumentType;
  /** Content types accepted, decided from the bytes. */
  accept: readonly DocumentContentType[];
  /** The size limit. */
  maxBytes: number;
  /** Sends the file. */
  upload: DocumentUploadFn;
  /** The readability check for photos; null: none. */
  checkQuality: ((file: File) => Promise<QualityHint | null>) | null;
  /** The proxy accepted the document. */
  onUploaded?: ((document: AccountDocument) => void) | undefined;
  /** Every phase change; `document` once uploaded, else null. */
  onPhase?: ((phase: SlotPhase, document: AccountDocument | null) => void) | undefined;
  /** The status catalogue's translator, for the words of problems and hints. */
  t: StatusTranslate;
  /** The locale the words are in. */
  locale: string;
}

/** How long a readability check may take before the upload goes ahead without it. */
const QUALITY_TIMEOUT_MS = 4000;

/**
 * One document slot's upload, as a state machine: a file taken is checked (type, size, then
 * readability for photos), uploaded with progress, and can be cancelled or sent again. Each new
 * file or attempt supersedes the last, whose late answers are ignored.
 */
export function useUploadSlot({ type, accept, maxBytes, upload, checkQuality, onUploaded, onPhase, t, locale }: UploadSlotMachineOptions) {
  const [state, setState] = useState<SlotState>({ phase: 'empty' });
  const attempt = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const callbacks = useLatest({ onUploaded, onPhase });

  // Cancel an upload still running when the slot goes away.
  useEffect(() => () => controller.current?.abort(), []);

  const uploaded = state.phase === 'uploaded' ? state.document : null;
  useEffect(() => {
    callbacks.current.onPhase?.(state.phase, uploaded);
  }, [state.phase, uploaded, callbacks]);

  function startUpload(file: File, contentType: DocumentContentType, current: number) {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'uploading', file, contentType, loaded: 0, total: file.size });
    upload({
      file,
      documentType: type,
      signal: abort.signal,
      onProgress: ({ loaded, total }) => {
        if (current !== attempt.current) return;
        setState((previous) => (previous.phase === 'uploading' ? { ...previous, loaded, total: total || previous.total } : previous));
      },
    }).then(
      (document) => {
        if (current !== attempt.current) return;
        controller.current = null;
        setState({ phase: 'uploaded', file, contentType, document });
        callbacks.current.onUploaded?.(document);
      },
      (error: unknown) => {
        if (current !== attempt.current) return;
        controller.current = null;
        if (abort.signal.aborted) setState({ phase: 'cancelled', file, contentType });
        else setState({ phase: 'failed', file, contentType, message: uploadErrorText(error, t) });
      },
    );
  }

  async function take(file: File) {
    controller.current?.abort();
    controller.current = null;
    const current = ++attempt.current;
    setState({ phase: 'checking', file });
    const check = await inspectFile(file, accept, maxBytes);
    if (current !== attempt.current) return;
    if (!check.ok) {
      setState({ phase: 'invalid', file, message: problemText(check.problem, file, accept, t, locale) });
      return;
    }
    if (check.contentType !== 'application/pdf' && checkQuality) {
      const found = await withTimeout(checkQuality(file), QUALITY_TIMEOUT_MS);
      if (current !== attempt.current) return;
      if (found) {
        setState({ phase: 'review', file, contentType: check.contentType, hint: qualityText(found, t) });
        return;
      }
    }
    startUpload(file, check.contentType, current);
  }

  /** Sends the current file again (after a failure, a cancel, or past a readability hint). */
  const uploadAgain = () => {
    if (!('contentType' in state)) return;
    startUpload(state.file, state.contentType, ++attempt.current);
  };

  /** Stops the upload running now (the slot shows it as cancelled). */
  const cancel = () => controller.current?.abort();

  /** Empties the slot (an upload running is stopped, a late answer ignored); says which file went. */
  const remove = () => {
    controller.current?.abort();
    controller.current = null;
    attempt.current += 1;
    setState('file' in state ? { phase: 'empty', removed: state.file.name } : { phase: 'empty' });
  };

  return { state, take, uploadAgain, cancel, remove };
}

function withTimeout<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
