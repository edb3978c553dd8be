import { useState } from 'react';
import {
  defaultAmountAndUnit,
  isCartItemValid,
  itemGrossCents,
  type CartItem,
  type CartPartValue,
  type ConfigPart,
  type Product,
  type UnitKey,
} from '@bestellwerk/domain';

/** What a dialog or editor of one item gets: the product, the item being changed, the save. */
export interface ItemFormProps {
  product: Product;
  /** The item being changed; a new item when absent. */
  item?: CartItem;
  /** Gets the valid item (the caller adds it or replaces the edited one). */
  onSave: (item: CartItem) => void;
}

/** An item being put together: amount, unit and part values, its price and its validity. */
export interface ItemDraft {
  amount: number;
  unit: UnitKey;
  parts: CartPartValue[];
  /** The product's configurable parts (none for a simple product). */
  configParts: readonly ConfigPart[];
  /** The item's gross price in cents, null while it cannot be priced. */
  gross: number | null;
  /** Whether the parts show their validation messages (after a failed save). */
  showIssues: boolean;
  setAmount(amount: number, unit: UnitKey): void;
  setPart(index: number, value: CartPartValue): void;
  /** Hands the item to `onSave` when the domain's rules accept it; otherwise shows the issues. */
  save(onSave: (item: CartItem) => void): boolean;
}

function initialParts(product: Product, item?: CartItem): CartPartValue[] {
  const parts = product.type === 'configurable' ? product.config.parts : [];
  return parts.map((_part, index) => item?.parts[index] ?? null);
}

/**
 * The state of an item dialog or editor: starts from the edited item, else from the product's
 * default amount and unit with every part empty.
 */
export function useItemDraft(product: Product, item?: CartItem): ItemDraft {
  const start = item ? { amount: item.amount, unit: item.unit } : defaultAmountAndUnit(product);
  const [amount, setAmount] = useState(start.amount);
  const [unit, setUnit] = useState<UnitKey>(start.unit);
  const [parts, setParts] = useState(() => initialParts(product, item));
  const [showIssues, setShowIssues] = useState(false);
  const draft = { amount, unit, parts };

  return {
    amount,
    unit,
    parts,
    configParts: product.type === 'configurable' ? product.config.parts : [],
    gross: itemGrossCents(product, draft),
    showIssues,
    setAmount(nextAmount, nextUnit) {
      setAmount(nextAmount);
      setUnit(nextUnit);
    },
    setPart(index, value) {
      setParts((current) => current.map((old, i) => (i === index ? value : old)));
    },
    save(onSave) {
      if (!isCartItemValid(product, draft)) {
        setShowIssues(true);
        return false;
      }
      onSave({ product, ...draft });
      return true;
    },
  };
}
