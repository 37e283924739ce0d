/** The uploader's sentences: what was accepted, what went wrong, what to do. */
import type { DocumentContentType, DocumentType } from 'paykit/schemas';
import { PaykitApiError } from '../../../shared/errors';
import { formatFileSize, type OnboardingStatusKey, type StatusTranslate } from '../../i18n/en-onboarding-status';
import { problemWords } from '../../internal/problem-words';
import type { FileProblem } from './file-checks';
import type { QualityHint } from './quality';

const NAMES: Record<DocumentContentType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' };

/** "JPEG, PNG or PDF" and "a JPEG, PNG or PDF" for the accepted set. */
export function acceptedWords(accept: readonly DocumentContentType[], t: StatusTranslate, locale: string): { list: string; article: string } {
  const has = (type: DocumentContentType) => accept.includes(type);
  const group =
    has('image/jpeg') && has('image/png') && has('application/pdf')
      ? 'all'
      : has('image/jpeg') && has('image/png') && accept.length === 2
        ? 'images'
        : accept.length === 1 && has('application/pdf')
          ? 'pdf'
          : null;
  if (group) return { list: t(`upload.accepted.${group}`), article: t(`upload.article.${group}`) };
  const list =
    typeof Intl.ListFormat === 'function'
      ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(accept.map((type) => NAMES[type]))
      : accept.map((type) => NAMES[type]).join(' / ');
  return { list, article: list };
}

/** The sentence that explains a refused file. */
export function problemText(problem: FileProblem, file: File, accept: readonly DocumentContentType[], t: StatusTranslate, locale: string): string {
  const { article } = acceptedWords(accept, t, locale);
  switch (problem.kind) {
    case 'empty':
      return t('upload.error.empty', { name: file.name });
    case 'unreadable':
      return t('upload.error.unreadable', { name: file.name });
    case 'size':
      return t('upload.error.size', {
        name: file.name,
        size: formatFileSize(problem.size, locale, { roundUp: true }),
        limit: formatFileSize(problem.limit, locale),
      });
    case 'mismatch':
      return t('upload.error.typeMismatch', { name: file.name, claimed: problem.claimed, accepted: article });
    case 'type': {
      const sentence = t('upload.error.type', { kind: t(`upload.kind.${problem.found}` as OnboardingStatusKey), accepted: article });
      return problem.found === 'heic' ? `${sentence} ${t('upload.error.heic')}` : sentence;
    }
  }
}

/** The sentence that explains a quality hint. */
export function qualityText(hint: QualityHint, t: StatusTranslate): string {
  return hint.kind === 'small' ? t('upload.quality.small', { width: hint.width, height: hint.height }) : t('upload.quality.blurry');
}

/** Why an upload failed, in the catalogue's words for its kind (never the service's message). */
export function uploadErrorText(error: unknown, t: StatusTranslate): string {
  if (error instanceof PaykitApiError) return t('upload.error.failed', { message: problemWords(error, t) });
  return t('upload.error.network');
}

/** The catalogue's name for a document type. */
export function documentLabel(type: DocumentType, t: StatusTranslate): string {
  return t(`upload.type.${type}` as OnboardingStatusKey);
}
