export { checkRequest, type RequestFields, type RequestSchema } from './check';
export {
  addressRequest, addToCartRequest, COURIERS, loginRequest, orderQuoteRequest, PHONE_PATTERN, placeOrderRequest,
  registerGuestRequest, registerRequest, reviewReplyRequest, reviewRequest,
} from './requests';
