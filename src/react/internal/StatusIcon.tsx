import { statusIcon } from '../styles/base';

/** The meaning a status carries: its colour and its icon. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info';

// 20×20, even-odd: the mark is a hole in the disc (or triangle), so it shows the panel behind.
const PATHS: Record<StatusTone, string> = {
  success: 'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm4.2 6.3-5 5.2a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4l1.3 1.3 4.3-4.5a1 1 0 1 1 1.4 1.4Z',
  warning:
    'M10.9 2.5a1 1 0 0 0-1.8 0l-7.9 14a1 1 0 0 0 .9 1.5h15.8a1 1 0 0 0 .9-1.5ZM10 15.2a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Zm1-4a1 1 0 0 1-2 0V7.5a1 1 0 0 1 2 0Z',
  danger:
    'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 11.1a1 1 0 1 1-1.4 1.4L10 11.4l-2.1 2.1a1 1 0 1 1-1.4-1.4L8.6 10 6.5 7.9a1 1 0 0 1 1.4-1.4L10 8.6l2.1-2.1a1 1 0 1 1 1.4 1.4L11.4 10Z',
  info: 'M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 3.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4ZM11 15H9V9h2Z',
};

/**
 * A small inline icon for a status tone (check, warning triangle, cross, info). Decorative:
 * the words beside it say the status, so it is hidden from assistive technology.
 */
export function StatusIcon({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={className ? `${statusIcon()} ${className}` : statusIcon()}
      data-status-icon=""
      data-tone={tone}
    >
      <path fill="currentColor" fillRule="evenodd" d={PATHS[tone]} />
    </svg>
  );
}
