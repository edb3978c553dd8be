import type { Order, OrderItem, OrderRating, Pricing, PublicOrder } from '@bestellwerk/domain';
import type { OrderItemEntity } from '../entities/order-item.entity.js';
import type { OrderEntity } from '../entities/order.entity.js';
import type { QuestionnaireEntity } from '../entities/questionnaire.entity.js';
import { toOrderUploadFile } from '../placement/order-uploads.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** One item as it was ordered. */
export function toOrderItem(entity: OrderItemEntity): OrderItem {
  return {
    index: entity.position,
    product: entity.product ? { id: entity.product.id } : null,
    productUid: entity.productUid,
    name: entity.name,
    amount: entity.amount,
    unit: entity.unit,
    parts: entity.parts ?? [],
    calculationModel: entity.calculationModel,
    isPriceHidden: entity.isPriceHidden,
    unitPrice: entity.unitPrice,
    gross: entity.gross,
    net: entity.net,
    taxRate: entity.taxRate,
  };
}

export function toPricing(entity: OrderEntity): Pricing {
  return {
    gross: entity.gross,
    totalNet: entity.totalNet,
    totalGross: entity.totalGross,
    deliveryGross: entity.deliveryGross,
    taxes: entity.taxes ?? {},
  };
}

/**
 * The order as the customer's status page reads it: status, times and what was ordered, but
 * no name, address or contact. Expects `items` (any order) and `questionnaire` loaded.
 */
export function toPublicOrder(entity: OrderEntity): PublicOrder {
  return {
    id: entity.id,
    uid: entity.uid,
    hash: entity.hash,
    ticketNumber: entity.ticketNumber,
    paymentMethod: entity.paymentMethod,
    appointmentDate: iso(entity.appointmentDate),
    appointment: iso(entity.appointment),
    counterAppointment: iso(entity.counterAppointment),
    rejectionMessage: entity.rejectionMessage ?? '',
    tableIdentifier: entity.tableIdentifier,
    questionnaireRating: entity.questionnaire?.rating ?? null,
    branch: { id: entity.branch.id },
    paymentRedirectUrl: entity.paymentRedirectUrl,
    isConfirmed: entity.isConfirmed,
    isCompleted: entity.isCompleted,
    isRejected: entity.isRejected,
    isCanceled: entity.isCanceled,
    isFailed: entity.isFailed,
    isDelivery: entity.isDelivery,
    isDineIn: entity.isDineIn,
    isInDelivery: entity.isInDelivery,
    isDelivered: entity.isDelivered,
    isPaid: entity.isPaid,
    isRefunded: entity.isRefunded,
    createdAt: entity.createdAt.toISOString(),
    items: [...(entity.items ?? [])].sort((a, b) => a.position - b.position).map(toOrderItem),
    pricing: toPricing(entity),
  };
}

/** The customer's rating as staff read it. */
export function toOrderRating(entity: QuestionnaireEntity): OrderRating {
  return {
    rating: entity.rating,
    foodRating: entity.foodRating,
    serviceRating: entity.serviceRating,
    processRating: entity.processRating,
    comment: entity.comment ?? '',
    createdAt: entity.createdAt.toISOString(),
  };
}

/**
 * The order as staff read it: the public view plus everything the customer entered, the
 * files of its items (when the read attached them) and the rating.
 */
export function toOrder(entity: OrderEntity): Order {
  return {
    ...toPublicOrder(entity),
    isCompany: entity.isCompany,
    companyName: entity.companyName,
    firstName: entity.firstName,
    lastName: entity.lastName,
    company: entity.company,
    street: entity.street,
    floor: entity.floor,
    stairway: entity.stairway,
    door: entity.door,
    zipCode: entity.zipCode,
    city: entity.city,
    country: entity.country,
    vatNo: entity.vatNo,
    phone: entity.phone,
    email: entity.email,
    isDeliveryAddressDifferent: entity.isDeliveryAddressDifferent,
    isDeliveryCompany: entity.isDeliveryCompany,
    deliveryCompanyName: entity.deliveryCompanyName,
    deliveryFirstName: entity.deliveryFirstName,
    deliveryLastName: entity.deliveryLastName,
    deliveryStreet: entity.deliveryStreet,
    deliveryFloor: entity.deliveryFloor,
    deliveryStairway: entity.deliveryStairway,
    deliveryDoor: entity.deliveryDoor,
    deliveryZipCode: entity.deliveryZipCode,
    deliveryCity: entity.deliveryCity,
    deliveryCountry: entity.deliveryCountry,
    deliveryArea: entity.deliveryArea?.id ?? null,
    comment: entity.comment ?? '',
    legalInstructions: entity.legalInstructions,
    privacyPolicy: entity.privacyPolicy,
    donatee: entity.donatee ? { id: entity.donatee.id } : null,
    isEnteredByStaff: entity.isEnteredByStaff,
    businessDay: entity.businessDay,
    updatedAt: entity.updatedAt.toISOString(),
    uploads: (entity.uploadFiles ?? []).map(toOrderUploadFile),
    questionnaire: entity.questionnaire ? toOrderRating(entity.questionnaire) : null,
  };
}
