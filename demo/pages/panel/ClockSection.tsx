/** The sandbox's virtual clock: shows its now and moves it forward (expiries and webhook retries run). */
import type { PanelClock } from '../../panel/views';
import { ActionButton } from './ActionButton';
import type { PanelApi } from './api';
import { formatTime } from './format';
import { Section } from './Table';
import type { Act } from './use-panel';

const STEPS = [
  { label: '+1 min', seconds: 60, spoken: '1 minute' },
  { label: '+5 min', seconds: 300, spoken: '5 minutes' },
  { label: '+30 min', seconds: 1800, spoken: '30 minutes' },
  { label: '+2 h', seconds: 7200, spoken: '2 hours' },
] as const;

export function ClockSection({ clock, api, act }: { clock: PanelClock | undefined; api: PanelApi; act: Act }) {
  return (
    <Section id="clock" title="Clock">
      <p className="clock__now">
        Virtual now:{' '}
        {clock ? (
          <time dateTime={clock.now} className="mono">
            {formatTime(clock.now)}
          </time>
        ) : (
          '…'
        )}
        {clock ? <span className="sub">{clock.pending_tasks} scheduled tasks (expiries, webhook retries)</span> : null}
      </p>
      <div role="group" aria-labelledby="clock-advance" className="actions">
        <span id="clock-advance" className="field__label">
          Advance the clock
        </span>
        {STEPS.map((step) => (
          <ActionButton
            key={step.seconds}
            label={step.label}
            variant="secondary"
            onClick={() =>
              act(
                () => api.advanceClock(step.seconds),
                (c) => `Clock advanced ${step.spoken}; virtual now is ${formatTime(c.now)}.`,
                `Could not advance the clock ${step.spoken}`,
              )
            }
          />
        ))}
      </div>
    </Section>
  );
}
