import { idParamsSchema } from '../schemas/common.js';
import {
  adminDeliveryAreaResponse,
  adminDeliveryAreasResponse,
  areaChangeSchema,
  deliveryAreasResponse,
  freeDeliveryResponse,
  freeDeliverySchema,
  newAreaSchema,
} from '../schemas/delivery.js';
import { endpoint } from './endpoint.js';

const tags = ['delivery'];

/** Delivery areas and free delivery (issue 47): the checkout's list, and the admin's. */
export const deliveryEndpoints = {
  /** The areas the shop delivers to now, named in the request's language (Accept-Language). */
  areas: endpoint({
    method: 'GET',
    path: '/delivery/areas',
    tags,
    responses: { 200: deliveryAreasResponse },
  }),
  /** Every area, switched on or off, with all its names. */
  adminAreas: endpoint({
    method: 'GET',
    path: '/admin/delivery/areas',
    tags,
    responses: { 200: adminDeliveryAreasResponse },
  }),
  addArea: endpoint({
    method: 'POST',
    path: '/admin/delivery/areas',
    tags,
    body: newAreaSchema,
    responses: { 201: adminDeliveryAreaResponse },
  }),
  changeArea: endpoint({
    method: 'PUT',
    path: '/admin/delivery/areas/:id',
    tags,
    params: idParamsSchema,
    body: areaChangeSchema,
    responses: { 200: adminDeliveryAreaResponse },
  }),
  freeFrom: endpoint({
    method: 'PUT',
    path: '/admin/delivery/free-from',
    tags,
    body: freeDeliverySchema,
    responses: { 200: freeDeliveryResponse },
  }),
};
