import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStores } from '@bestellwerk/client';
import { OrderBoardStore } from './order-board-store.js';
import { WebAudioChime } from './order-chime.js';

interface BoardContextValue {
  board: OrderBoardStore;
  chime: WebAudioChime;
}

const BoardContext = createContext<BoardContextValue | null>(null);

export interface OrderBoardProviderProps {
  /** A ready store (tests); by default one is made from the shared API client and session. */
  board?: OrderBoardStore;
  chime?: WebAudioChime;
  children: ReactNode;
}

/**
 * Keeps the order board of the signed-in staff member running while the backoffice frame is
 * shown, so the new-order badge and the sound work on every staff page.
 */
export function OrderBoardProvider({ board, chime, children }: OrderBoardProviderProps) {
  const { api, session } = useStores();
  const [ownChime] = useState(() => chime ?? new WebAudioChime());
  const store = useMemo(
    () =>
      board ??
      new OrderBoardStore({ api, worksFor: (id) => session.worksFor(id), chime: ownChime }),
    [board, api, session, ownChime],
  );
  useEffect(() => {
    store.start();
    const stopListening = ownChime.unlockOnFirstInteraction();
    return () => {
      store.stop();
      stopListening();
    };
  }, [store, ownChime]);
  const value = useMemo(() => ({ board: store, chime: ownChime }), [store, ownChime]);
  return <BoardContext.Provider value={value}>{children}</BoardContext.Provider>;
}

/** The running order board; null outside an {@link OrderBoardProvider}. */
export function useOptionalOrderBoard(): OrderBoardStore | null {
  return useContext(BoardContext)?.board ?? null;
}

function useBoardContext(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useOrderBoard() braucht einen OrderBoardProvider.');
  return value;
}

/** The running order board of the backoffice frame. */
export function useOrderBoard(): OrderBoardStore {
  return useBoardContext().board;
}

/** The new-order sound of the backoffice frame. */
export function useOrderChime(): WebAudioChime {
  return useBoardContext().chime;
}
