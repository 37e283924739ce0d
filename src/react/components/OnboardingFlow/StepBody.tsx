import type { DocumentUploadFn } from 'paykit/client';
import type { CustomerType, RejectionReason, VirtualAccountView } from 'paykit/schemas';
import { useFlowT } from '../../i18n/useFlowT';
import type { LivenessHandoffProps } from '../LivenessHandoff';
import type { SupportContact } from '../VerificationStatus';
import { AccountStep, CustomerTypeStep, DocumentsStep, KybForm, KycForm, LivenessHandoff, VerificationStatus } from './step-views';
import { MORE_INFO_DRAFT } from './memory';
import { resumeStep, type OnboardingStep } from './steps';
import * as s from './styles';
import type { DetailsSubmission } from './useDetailsSubmission';
import type { FlowAccount } from './useFlowAccount';

/** What a step needs from the flow. */
export interface StepBodyProps {
  /** The step shown. */
  step: OnboardingStep;
  /** The account's type, else the one given, else null (only the first question shows then). */
  customerType: CustomerType | null;
  /** The account as the flow knows it. */
  flow: FlowAccount;
  /** Sending the KYC/KYB details, and what was sent. */
  details: DetailsSubmission;
  /** Moves on because the customer did something. */
  go: (step: OnboardingStep) => void;
  /** Hands a failure to onError. */
  report: (error: unknown) => void;
  /** The account details are shown: the flow is complete. */
  complete: (details: VirtualAccountView) => void;
  /** Where documents go. */
  upload?: DocumentUploadFn | undefined;
  /** How the selfie check opens. */
  liveness?: Pick<LivenessHandoffProps, 'openIn' | 'openUrl'> | undefined;
  /** Between status checks. */
  intervalMs?: number | undefined;
  /** The platform's support contact. */
  support?: SupportContact | undefined;
  /** A rejected customer may go back and fix a fixable reason. */
  retryAfterRejection?: boolean | undefined;
}

/** What each step shows: the component that does its work, wired to the flow. */
export function StepBody({ step, customerType, flow, details, go, report, complete, upload, liveness, intervalMs, support, retryAfterRejection }: StepBodyProps) {
  const { t } = useFlowT('OnboardingFlow');
  const interval = intervalMs === undefined ? {} : { intervalMs };
  if (!customerType && step !== 'customer-type') return null;
  switch (step) {
    case 'customer-type':
      return (
        <CustomerTypeStep
          initial={customerType}
          onChoose={async (type) => {
            try {
              const opened = await flow.ensureAccount(type);
              go(resumeStep(opened, details.memory, type));
            } catch (error) {
              report(error);
              throw error;
            }
          }}
        />
      );
    case 'details':
      return customerType === 'business' ? (
        <KybForm
          defaultValues={details.sent.kyb}
          onSubmit={details.sendKyb}
          onSubmitted={(next, info) => {
            details.kybSent(next, info.body);
            go('documents');
          }}
        />
      ) : (
        <KycForm
          defaultValues={details.sent.kyc}
          onSubmit={details.sendKyc}
          onSubmitted={(next, info) => {
            details.kycSent(next, info.body);
            go('documents');
          }}
        />
      );
    case 'documents':
      return (
        <DocumentsStep
          customerType={customerType as CustomerType}
          memory={details.memory}
          uploaded={flow.uploaded}
          upload={upload}
          onUploaded={(document) => flow.addUpload(document.document_type)}
          onContinue={() => go(customerType === 'individual' ? 'liveness' : 'verification')}
          onRemember={details.remember}
        />
      );
    case 'liveness':
      return <LivenessHandoff {...liveness} onDone={() => go('verification')} onError={report} {...interval} />;
    case 'verification':
      return (
        <VerificationStatus
          headingLevel={3}
          upload={upload}
          onError={report}
          {...(support ? { support } : {})}
          {...(retryAfterRejection
            ? { onUpdateDetails: (reason: RejectionReason) => go(reason === 'name_mismatch' || reason === 'address_mismatch' ? 'details' : 'documents') }
            : {})}
          {...interval}
          renderOwnerInfo={(task) =>
            task.done ? (
              <p className={s.notice()} data-tone="success">
                {t('flow.owners.sent')}
              </p>
            ) : (
              <KybForm
                defaultValues={details.sent.kyb}
                draftKey={MORE_INFO_DRAFT}
                ownersOnly
                submitLabel={t('flow.owners.send')}
                onSubmit={details.sendKyb}
                onSubmitted={(next, info) => {
                  details.kybSent(next, info.body);
                  task.complete();
                }}
              />
            )
          }
        />
      );
    case 'account':
      return <AccountStep account={flow.account} onCapabilities={flow.setCapabilities} onDetails={complete} onError={report} {...interval} />;
  }
}
