import { useState } from 'react';

/** Open/closed state of an add-or-edit modal and the entry being edited (null: adding). */
export function useItemModal<T>() {
  const [state, setState] = useState<{ opened: boolean; editing: T | null }>({
    opened: false,
    editing: null,
  });
  return {
    opened: state.opened,
    editing: state.editing,
    openNew: () => setState({ opened: true, editing: null }),
    openEdit: (item: T) => setState({ opened: true, editing: item }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
