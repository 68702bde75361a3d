import { create } from 'zustand';
import { noSelection, type Selection } from './selection';

/**
 * The size and colour chosen on the product page, shared by its parts: the buying column sets them, the
 * description tab shows the chosen option's text (docs/product.md §3.5). A page drawn as islands (decision 098) has
 * them in two roots, hence a store rather than one component's state; `productId` says whose they are.
 */
const useSelectionStore = create<{ productId: string | null; selection: Selection }>(() => ({
  productId: null,
  selection: noSelection,
}));

/** The selection on `productId`'s page: nothing chosen until the shopper chooses there. */
export const useSelection = (productId: string): Selection =>
  useSelectionStore((state) => (state.productId === productId ? state.selection : noSelection));

export const choose = (productId: string, selection: Selection) =>
  useSelectionStore.setState({ productId, selection });
