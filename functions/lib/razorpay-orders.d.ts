// The razorpay package's orders resource module (razorpay/dist/resources/orders.js) has no typings of
// its own; this is the part of it we call.
declare module 'razorpay/dist/resources/orders.js' {
  import type { Orders } from 'razorpay/dist/types/orders';

  export interface RazorpayTransport {
    get(request: { url: string; data?: Record<string, unknown> }): Promise<unknown>;
    post(request: { url: string; data?: Record<string, unknown> }): Promise<unknown>;
  }

  export default function ordersResource(api: RazorpayTransport): {
    create(params: Orders.RazorpayOrderCreateRequestBody): Promise<Orders.RazorpayOrder>;
    fetch(orderId: string): Promise<Orders.RazorpayOrder>;
  };
}
