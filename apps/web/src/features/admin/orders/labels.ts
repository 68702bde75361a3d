/** The admin orders tab's own interface words, keyed so another language can replace them. */
export const adminOrderLabels = {
  title: 'Orders',
  statusFilter: 'Status',
  allStatuses: 'All',
  totalAmount: 'Total amount: {amount}',
  orderCount: '{count} orders',
  number: 'Order',
  date: 'Date',
  customer: 'Customer',
  items: 'Items',
  amount: 'Amount',
  status: 'Status',
  changeStatus: 'Change the status of order {number}',
  finalStatus: 'Final',
  delete: 'Delete order {number}',
  confirmTitle: 'Delete order {number}?',
  confirmText:
    'The order is removed for good. Its stock goes back on sale unless it was delivered or cancelled.',
  cancel: 'Cancel',
  confirm: 'Delete',
  noOrders: 'No orders match this filter.',
  rowsPerPage: 'Orders per page',
} as const;
