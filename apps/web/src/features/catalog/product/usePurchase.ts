import type { Product } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useCartStore } from '../../../lib/cartStore';
import { usePageWords } from '../../../lib/i18n';
import { useDollarRate } from '../../../lib/rates';
import { useToast } from '../../../lib/toast';
import {
  type AddRefusal,
  checkAddToCart,
  isOptionAvailable,
  noSelection,
  type Selection,
  shownDetails,
  toCartItem,
} from './selection';
import { choose as chooseOption, useSelection } from './selectionStore';

/**
 * The product page's buying state: the chosen size and colour, what they show (price, description,
 * code), the number of pieces, and Add to Cart with the messages of docs/product.md §3.5.
 */
export function usePurchase(product: Product) {
  const { data: dollarRate } = useDollarRate();
  const selection = useSelection(product._id);
  const [quantity, setQuantity] = useState(1);
  // A product page opened starts with nothing chosen (another visit of the same product too).
  useEffect(() => chooseOption(product._id, noSelection), [product._id]);
  const addItem = useCartStore((state) => state.addItem);
  const toast = useToast();
  const { messages, productPage } = usePageWords();
  const refusalMessages: Record<AddRefusal, string> = {
    outOfStockItem: messages.outOfStockItem,
    selectSize: messages.selectSize,
    selectColor: productPage.selectColor,
    outOfStockSizeColor: messages.outOfStockSizeColor,
  };

  const details = shownDetails(product, selection, dollarRate);
  const stock = details.option && isOptionAvailable(details.option) ? details.option.quantity : 1;

  // A new size or colour starts again from one piece, so the count never exceeds the new option's stock.
  const choose = (next: Selection) => {
    chooseOption(product._id, next);
    setQuantity(1);
  };

  const addToCart = () => {
    const check = checkAddToCart(product, selection);
    if (!check.ok) {
      toast.error(refusalMessages[check.reason]);
      return;
    }
    const item = toCartItem(product, { ...details, option: check.option }, Math.min(quantity, stock));
    toast.success(addItem(item) === 'added' ? messages.itemAdded : messages.alreadyExist);
  };

  return {
    selection,
    details,
    quantity,
    /** Most pieces the stepper allows: the shown option's stock once it can be sold. */
    maxQuantity: stock,
    chooseSize: (size: string) => choose({ size, color: null }),
    chooseColor: (color: string) => choose({ ...selection, color }),
    setQuantity,
    addToCart,
  };
}
