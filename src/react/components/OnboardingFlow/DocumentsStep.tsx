import type { DocumentUploadFn } from 'paykit/client';
import type { AccountDocument, CustomerType, DocumentType } from 'paykit/schemas';
import { useId, useRef, useState } from 'react';
import { useStatusT } from '../../i18n/useStatusT';
import { button } from '../../styles/base';
import { DocumentUploader, type DocumentSlot } from '../DocumentUploader';
import { documentLabel } from '../DocumentUploader/messages';
import { ErrorSummary, type SummaryItem } from '../forms/ErrorSummary';
import { RadioGroup } from '../forms/RadioGroup';
import { hint } from '../forms/styles';
import { useFlowT } from '../../i18n/useFlowT';
import { idDocumentOf, missingDocuments, requiredDocuments, trustOf, type FlowMemory, type IdDocument } from './steps';
import * as s from './styles';

/** The ID document question's field name. */
export const ID_DOCUMENT_FIELD = 'onboarding_id_document';
/** The "is the business a trust?" question's field name. */
export const TRUST_FIELD = 'onboarding_trust';

/** The documents step's props. */
export interface DocumentsStepProps {
  /** Decides which documents are asked. */
  customerType: CustomerType;
  /** The ID type and business type answered before. */
  memory: FlowMemory;
  /** Counts of documents already on the account (the proxy's submission summary). */
  uploaded: Partial<Record<DocumentType, number>>;
  /** Where documents go (default the proxy). */
  upload?: DocumentUploadFn | undefined;
  /** Each document the proxy accepted. */
  onUploaded: (document: AccountDocument) => void;
  /** Everything required is uploaded. */
  onContinue: () => void;
  /** Keeps an answer given here for this tab (whether the business is a trust). */
  onRemember?: ((memory: FlowMemory) => void) | undefined;
}

/**
 * The documents of the customer's type: passport or both sides of a card, and a proof of address
 * for individuals; the registration document, and the trust deed for trusts, for businesses.
 * Continue checks that each is uploaded and none is still sending.
 */
export function DocumentsStep({ customerType, memory, uploaded: onAccount, upload, onUploaded, onContinue, onRemember }: DocumentsStepProps) {
  // A document removed from its slot counts as missing again, though the account keeps the file:
  // each uploader's documents now, against every type seen uploaded in a slot here.
  const [inSlots, setInSlots] = useState<Record<string, Partial<Record<DocumentType, unknown>>>>({});
  const [seen, setSeen] = useState<ReadonlySet<DocumentType>>(new Set());
  const removed = new Set([...seen].filter((type) => !Object.values(inSlots).some((documents) => documents[type])));
  const uploaded = removed.size ? Object.fromEntries(Object.entries(onAccount).filter(([type]) => !removed.has(type as DocumentType))) : onAccount;
  const { t, locale } = useFlowT('OnboardingFlow');
  const status = useStatusT('OnboardingFlow');
  const business = customerType === 'business';
  const [idDocument, setIdDocument] = useState<IdDocument | null>(() => idDocumentOf(memory.idType, uploaded));
  // Asked only when the KYB answers are not in this tab's memory and no trust deed is uploaded.
  const [askTrust] = useState(() => business && trustOf(memory, uploaded) === null);
  const [trust, setTrust] = useState<boolean | null>(() => trustOf(memory, uploaded));
  // What was on the account when the step opened: offered as "already uploaded".
  const [before] = useState(() => Object.keys(uploaded).filter((type) => uploaded[type as DocumentType]) as DocumentType[]);
  const busy = useRef(new Map<string, boolean>());
  // What Continue found, shown the forms' way: a summary linking to each slot or question.
  const [problems, setProblems] = useState<{ missing: DocumentType[]; idChoice: boolean; trustChoice: boolean; busy: boolean } | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const ids = useId();
  const slotId = (type: DocumentType) => `${ids}-${type}`;

  const required = requiredDocuments(customerType, trust === null ? memory : { trust }, idDocument, uploaded);

  const uploader = (key: string, slots: DocumentSlot[]) => (
    <DocumentUploader
      slots={slots}
      upload={upload}
      onUploaded={(document) => {
        setSeen((previous) => new Set(previous).add(document.document_type));
        onUploaded(document);
      }}
      onChange={(change) => {
        busy.current.set(key, change.busy);
        setInSlots((previous) => ({ ...previous, [key]: change.documents }));
        if (change.complete) setProblems((previous) => (previous ? { ...previous, busy: false } : previous));
      }}
    />
  );

  const proceed = () => {
    const found = {
      missing: missingDocuments(required, uploaded),
      idChoice: !business && idDocument === null,
      trustChoice: business && trust === null,
      busy: [...busy.current.values()].some(Boolean),
    };
    if (found.missing.length > 0 || found.idChoice || found.trustChoice || found.busy) {
      setProblems(found);
      setFocusSignal((n) => n + 1);
      return;
    }
    setProblems(null);
    onContinue();
  };

  const already = before.filter((type) => required.includes(type));
  // A document uploaded since Continue is no longer missing.
  const missingNow = (problems?.missing ?? []).filter((type) => !uploaded[type]);
  const missingText = (type: DocumentType) => t('flow.documents.missing', { document: lowerFirst(documentLabel(type, status.t), locale) });
  const slotError = (type: DocumentType) => (missingNow.includes(type) ? missingText(type) : undefined);
  const slot = (type: DocumentType, extra: Omit<DocumentSlot, 'type' | 'id' | 'error'> = {}): DocumentSlot => {
    const error = slotError(type);
    return { type, id: slotId(type), ...extra, ...(error ? { error } : {}) };
  };
  const idChoiceError = problems?.idChoice && idDocument === null ? t('flow.documents.idChoice.required') : undefined;
  const trustChoiceError = problems?.trustChoice && trust === null ? t('flow.documents.trustChoice.required') : undefined;
  const summary: SummaryItem[] = [
    ...(idChoiceError ? [{ targetId: ID_DOCUMENT_FIELD, text: idChoiceError }] : []),
    ...(trustChoiceError ? [{ targetId: TRUST_FIELD, text: trustChoiceError }] : []),
    ...missingNow.filter((type) => required.includes(type)).map((type) => ({ targetId: slotId(type), text: missingText(type) })),
    ...(problems?.busy ? [{ targetId: null, text: t('flow.documents.busy') }] : []),
  ];

  return (
    <div className={s.body()} data-part="documents">
      <p className={hint()} data-part="intro">
        {business ? t('flow.documents.intro.business') : t('flow.documents.intro')}
      </p>
      <ErrorSummary items={summary} focusSignal={focusSignal} />
      {already.length > 0 ? (
        <p className={s.notice()} data-tone="info" data-part="already-uploaded">
          {t('flow.documents.alreadyUploaded', {
            list: listOf(
              already.map((type) => documentLabel(type, status.t)),
              locale,
            ),
          })}
        </p>
      ) : null}
      {business ? (
        // The step's heading already says "the business's documents": no second heading over them.
        <div className={s.section()}>
          {askTrust ? (
            <RadioGroup<'yes' | 'no'>
              path={TRUST_FIELD}
              legend={t('flow.documents.trustChoice')}
              error={trustChoiceError}
              value={trust === null ? '' : trust ? 'yes' : 'no'}
              options={[
                { value: 'yes', label: t('flow.documents.trustChoice.yes') },
                { value: 'no', label: t('flow.documents.trustChoice.no') },
              ]}
              onChange={(answer) => {
                setTrust(answer === 'yes');
                onRemember?.({ trust: answer === 'yes' });
              }}
            />
          ) : null}
          {uploader('business', [
            slot('registration_document', { hint: t('flow.documents.registrationHint') }),
            ...(trust ? [slot('trust_deed', { hint: t('flow.documents.trustDeedHint') })] : []),
          ])}
        </div>
      ) : (
        <>
          <section className={s.section()} aria-labelledby={`${ids}-identity`}>
            <h3 id={`${ids}-identity`}>{t('flow.documents.identity')}</h3>
            {memory.idType === undefined ? (
              <RadioGroup<IdDocument>
                path={ID_DOCUMENT_FIELD}
                legend={t('flow.documents.idChoice')}
                error={idChoiceError}
                value={idDocument ?? ''}
                options={[
                  { value: 'passport', label: t('flow.documents.idChoice.passport') },
                  { value: 'card', label: t('flow.documents.idChoice.card') },
                ]}
                onChange={setIdDocument}
              />
            ) : null}
            {idDocument === 'passport' ? uploader('identity', [slot('passport')]) : null}
            {idDocument === 'card' ? uploader('identity', [slot('id_front'), slot('id_back')]) : null}
          </section>
          <section className={s.section()} aria-labelledby={`${ids}-address`}>
            <h3 id={`${ids}-address`}>{t('flow.documents.address')}</h3>
            {uploader('address', [slot('proof_of_address', { hint: status.t('upload.hint.proof_of_address') })])}
          </section>
        </>
      )}
      <div className={s.actions()}>
        <button type="button" className={button()} onClick={proceed}>
          {t('flow.continue')}
        </button>
      </div>
    </div>
  );
}

/**
 * "Passport photo page" → "passport photo page" inside a sentence, but "ID card" stays as it
 * is, and so does German, whose nouns keep their capital letter.
 */
function lowerFirst(text: string, locale: string): string {
  if (/^de\b/i.test(locale) || /^[A-Z][A-Z]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A, B and C" with the locale's own separators ("A、B和C", "A، وB"). */
function listOf(items: string[], locale: string): string {
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(items) : items.join(', ');
}
