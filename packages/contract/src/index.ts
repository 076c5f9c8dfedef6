export { checkRequest, type RequestFields, type RequestSchema } from './check';
export { JSON_OF_CHECK } from './fields';
export {
  addressRequest, addToCartRequest, changePasswordRequest, COURIERS, forgotPasswordRequest, profileRequest, resetCodeRequest, resetPasswordRequest,
  verifyOtpRequest, loginRequest, orderQuoteRequest, PHONE_PATTERN, placeOrderRequest,
  registerGuestRequest, registerRequest, reviewReplyRequest, reviewRequest,
} from './requests';
