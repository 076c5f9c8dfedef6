export { checkRequest, type RequestCheck, type RequestFields, type RequestSchema } from './fields';
export {
  addressRequest, addToCartRequest, COURIERS, loginRequest, orderQuoteRequest, PAYMENT_METHOD_CODES, PHONE_PATTERN, placeOrderRequest,
  registerGuestRequest, registerRequest, reviewReplyRequest, reviewRequest,
} from './requests';
