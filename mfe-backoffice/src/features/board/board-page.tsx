import { observer } from 'mobx-react-lite';
import type { Order } from '@bestellwerk/domain';
import { useNow, useStores } from '@bestellwerk/client';
import { Button, ErrorMessage, Loader } from '@bestellwerk/ui';
import { BackofficePage } from '../../shared/layout/index.js';
import { ConnectionState } from './board-indicators.js';
import { useOrderBoard } from './board-context.js';
import { OrderCard } from './order-card.js';
import type { OrderBoardStore } from './order-board-store.js';
import './board.css';

/** Shown above the last answer when a reload failed (ours). */
export const BOARD_REFRESH_FAILED =
  'Die Bestellungen konnten gerade nicht aktualisiert werden. Wir versuchen es weiter.';

/** The filter's choice for every branch of the user. */
export const ALL_MY_BRANCHES = 'Alle meine Filialen';

const BranchSelect = observer(function BranchSelect({ board }: { board: OrderBoardStore }) {
  return (
    <label className="bo-field">
      Filiale
      <select
        value={board.branchId ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          board.selectBranch(value === '' ? null : Number(value));
        }}
      >
        <option value="">{ALL_MY_BRANCHES}</option>
        {board.branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
});

/**
 * While the board is filtered to one branch, says how many new orders wait at the others (the
 * badge counts them too) and offers to show all branches.
 */
const NewElsewhere = observer(function NewElsewhere({ board }: { board: OrderBoardStore }) {
  const branchId = board.branchId;
  const elsewhere = branchId === null ? 0 : board.newOrderCount - board.newOrderCountOf(branchId);
  if (elsewhere === 0) return null;
  return (
    <p className="bo-board__elsewhere">
      {elsewhere === 1
        ? '1 neue Bestellung in einer anderen Filiale.'
        : `${elsewhere} neue Bestellungen in anderen Filialen.`}{' '}
      <Button variant="secondary" onClick={() => board.selectBranch(null)}>
        {`${ALL_MY_BRANCHES} anzeigen`}
      </Button>
    </p>
  );
});

interface OrderListProps {
  board: OrderBoardStore;
  title: string;
  orders: readonly Order[];
  empty?: string;
  missed?: boolean;
}

const OrderList = observer(function OrderList({
  board,
  title,
  orders,
  empty,
  missed,
}: OrderListProps) {
  const { config } = useStores();
  const now = useNow(60_000);
  const id = missed ? 'bo-board-missed' : 'bo-board-current';
  return (
    <section
      className={missed ? 'bo-board__section bo-board__section--missed' : 'bo-board__section'}
      aria-labelledby={id}
    >
      <h2 id={id} className="bo-board__heading">
        {title} <span className="bo-board__count">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="bw-muted">{empty}</p>
      ) : (
        <ul className="bo-board__list" aria-labelledby={id}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                now={now}
                timeZone={config.config?.timeZone}
                missed={missed}
                branchName={
                  board.showsSeveralBranches ? board.branchName(order.branch.id) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const BoardContent = observer(function BoardContent({ board }: { board: OrderBoardStore }) {
  if (board.branchesStatus === 'error')
    return (
      <ErrorMessage
        title="Filialen konnten nicht geladen werden."
        text={board.branchesError?.message}
        onRetry={() => void board.loadBranches()}
      />
    );
  if (board.branchesStatus !== 'done') return <Loader label="Filialen werden geladen…" />;
  if (board.branches.length === 0)
    return <p>Sie sind keiner Filiale zugeordnet. Bitte wenden Sie sich an die Verwaltung.</p>;
  if (board.status === 'error')
    return (
      <ErrorMessage
        title="Bestellungen konnten nicht geladen werden."
        text={board.loadError?.message}
        onRetry={() => void board.refresh()}
      />
    );
  if (board.status !== 'done') return <Loader label="Bestellungen werden geladen…" />;
  return (
    <>
      {board.refreshFailed ? (
        <p className="bw-muted" aria-live="polite">
          {BOARD_REFRESH_FAILED}
        </p>
      ) : null}
      {board.shownMissed.length > 0 ? (
        <OrderList board={board} title="Verpasste Bestellungen" orders={board.shownMissed} missed />
      ) : null}
      <OrderList
        board={board}
        title="Aktuelle Bestellungen"
        orders={board.upcoming}
        empty="Zurzeit liegen keine Bestellungen vor."
      />
    </>
  );
});

/**
 * `/backend/orders`: the order board of the branches the user works for, all of them or one
 * (filter) — current orders by due time, missed ones apart, each card naming its branch when
 * several are shown; live over the event stream or polled every 10 s.
 */
export const BoardPage = observer(function BoardPage() {
  const board = useOrderBoard();
  return (
    <BackofficePage
      title="Bestellungen"
      actions={
        <Button
          variant="secondary"
          onClick={() => void board.refresh()}
          disabled={board.branches.length === 0}
        >
          Aktualisieren
        </Button>
      }
    >
      <div className="bo-board__toolbar bo-spread bo-spread--end">
        {board.branches.length > 1 ? <BranchSelect board={board} /> : null}
        <ConnectionState />
      </div>
      <div aria-live="polite">
        <NewElsewhere board={board} />
      </div>
      <BoardContent board={board} />
    </BackofficePage>
  );
});
