import { cx, statusIcon } from '../../styles/base';
import { mark } from '../CheckoutWidget/outcome-styles';
import { reviewMark } from './styles';

/**
 * The wait's mark: a clock on the neutral disc, the size of approval's check, so "in review" is a
 * calm moment rather than an alert. Decorative: the heading says the status.
 */
export function ReviewMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={cx(statusIcon(), mark(), reviewMark(), className)}
      data-status-icon=""
      data-tone="neutral"
    >
      {/* Even-odd: the hands are a hole in the disc, as StatusIcon's marks are. */}
      <path fill="currentColor" fillRule="evenodd" d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm1 4.5a1 1 0 0 0-2 0V10a1 1 0 0 0 .3.7l3 3a1 1 0 0 0 1.4-1.4L11 9.6Z" />
    </svg>
  );
}
