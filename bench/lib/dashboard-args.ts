import { parseArgs } from 'node:util';

/** The dashboard bench's command line (dashboard.ts describes each option). */

export interface Args {
  products: number;
  orders: number;
  skipGenerate: boolean;
  connections: number;
  duration: number;
  slowKb: number;
  slowPauseMs: number;
  newOrders: boolean;
  heapCapMb: number;
}

export function parse(): Args {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '200000' },
      'skip-generate': { type: 'boolean', default: false },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      'slow-kb': { type: 'string', default: '64' },
      'slow-pause-ms': { type: 'string', default: '50' },
      'new-orders': { type: 'boolean', default: false },
      'heap-cap-mb': { type: 'string', default: '128' },
    },
  });
  const positive = (name: string, value: string, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer in 1…${max}`);
    return n;
  };
  return {
    products: positive('products', values.products, 10_000_000),
    orders: positive('orders', values.orders, 10_000_000),
    skipGenerate: values['skip-generate'],
    connections: positive('connections', values.connections, 256),
    duration: positive('duration', values.duration, 120),
    slowKb: positive('slow-kb', values['slow-kb'], 10_000),
    slowPauseMs: positive('slow-pause-ms', values['slow-pause-ms'], 10_000),
    newOrders: values['new-orders'],
    heapCapMb: positive('heap-cap-mb', values['heap-cap-mb'], 65_536),
  };
}
