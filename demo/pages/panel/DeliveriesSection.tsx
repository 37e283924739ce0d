/** The sandbox's webhook delivery log, newest first; failed deliveries can be sent again. */
import type { PanelDelivery, PanelPage } from '../../panel/views';
import { ActionButton } from './ActionButton';
import type { PanelApi } from './api';
import { formatTime, humanize, relativeTo } from './format';
import type { ListQuery } from './list-query';
import { ListControls } from './ListControls';
import { ActionsCell, Cell, Empty, Row, Section, Table } from './Table';
import type { Act } from './use-panel';

interface Props {
  page: PanelPage<PanelDelivery>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  now: string | undefined;
  api: PanelApi;
  act: Act;
}

function lastAttempt(d: PanelDelivery): string {
  const last = d.attempts.at(-1);
  if (!last) return '';
  return last.error ?? (last.status_code !== null ? `HTTP ${last.status_code}` : '');
}

export function DeliveriesSection({ page, query, onQuery, now, api, act }: Props) {
  const deliveries = page.data;
  return (
    <Section id="deliveries" title="Webhook deliveries" count={`(${page.total})`}>
      <ListControls list="deliveries" noun="webhook deliveries" page={page} query={query} onQuery={onQuery} />
      {deliveries.length === 0 ? (
        <Empty>No webhook deliveries yet. They appear when a payment or an account changes.</Empty>
      ) : (
        <Table label="Webhook deliveries" columns={['Event', 'Endpoint', 'Status', 'Attempts', 'Next attempt', 'Actions']}>
          {deliveries.map((d) => (
            <Row key={d.id} id={d.id}>
              <Cell label="Event">
                {d.event}
                <span className="sub mono">{d.event_id}</span>
              </Cell>
              <Cell label="Endpoint" className="break mono">
                {d.url}
              </Cell>
              <Cell label="Status">
                <span className={`badge badge--${d.status}`}>{humanize(d.status)}</span>
              </Cell>
              <Cell label="Attempts">
                {d.attempts.length}
                {lastAttempt(d) ? <span className="sub">last: {lastAttempt(d)}</span> : null}
              </Cell>
              <Cell label="Next attempt">
                {d.next_attempt_at ? (
                  <>
                    <time dateTime={d.next_attempt_at}>{formatTime(d.next_attempt_at)}</time>
                    <span className="sub">{relativeTo(d.next_attempt_at, now)}</span>
                  </>
                ) : (
                  '—'
                )}
              </Cell>
              <ActionsCell>
                {d.status === 'failed' ? (
                  <ActionButton
                    label="Retry"
                    subject={`delivery ${d.id}`}
                    onClick={() =>
                      act(
                        () => api.retryDelivery(d.id),
                        (r) => `Delivery ${r.id} retried: ${r.status}.`,
                        `Could not retry ${d.id}`,
                      )
                    }
                  />
                ) : null}
              </ActionsCell>
            </Row>
          ))}
        </Table>
      )}
    </Section>
  );
}
