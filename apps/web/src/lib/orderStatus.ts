import type { Order } from '@shop/shared';

/** docs/product.md §3.6: any status containing Delivered shows as delivered (green); others red. */
export const isDelivered = (status: string) => status.includes('Delivered');

/** The theme colour of a status (dark shades keep the contrast on white). */
export const orderStatusColor = (status: string) => (isDelivered(status) ? 'success.dark' : 'error.dark');

/** docs/product.md §3.6: PAID when the payment succeeded or the order is Delivered; otherwise NOT PAID. */
export const isPaid = (order: Pick<Order, 'paymentInfo' | 'orderStatus'>) =>
  order.paymentInfo.status === 'succeeded' || order.orderStatus === 'Delivered';

/** 'Number of items' of the My orders table: the order's lines (each a product, size and colour). */
export const itemCount = (order: Pick<Order, 'orderItems'>) => order.orderItems.length;
