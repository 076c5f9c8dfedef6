export { checkRequest, type RequestFields, type RequestSchema } from './check';
export { JSON_OF_CHECK, JSON_OF_NONE } from './fields';
export {
  addGiftProductRequest, addressVisibilityRequest, copyLinkRequest, externalProductRequest, greetingRequest, updateExternalProductRequest,
  updateGiftProductRequest, updateRegistryRequest, addChildRequest, addressRequest, addToCartRequest, fundGiftRequest, fundRequest, removeFromCartRequest, updateChildRequest, changePasswordRequest, COURIERS, forgotPasswordRequest, profileRequest, resetCodeRequest, resetPasswordRequest,
  verifyOtpRequest, loginRequest, orderQuoteRequest, PHONE_PATTERN, placeOrderRequest,
  registerGuestRequest, registerRequest, reviewReplyRequest, reviewRequest,
  googleLoginRequest, refreshRequest, productBySlugRequest, favoriteRequest, helpfulVoteRequest, adviserQuestionRequest, adviserFeedbackRequest, adviserReplyRequest, surpriseRequest, thankedRequest, externalProofRequest, mergeSessionRequest,
  checkVoucherRequest, claimVoucherRequest,
  recordEventRequest, recordSessionRequest, surveyRequest,
} from './requests';
export {
  articleQuery, autocompleteQuery, cartQuery, categoryQuery, chatQuery, commissionQuery, districtQuery, faqQuery, giftProductQuery,
  merchantQuery, myReviewQuery, orderQuery, pageQuery, productLinkQuery, productQuery, reviewQuery, reviewReplyQuery, shipToQuery,
  trackQuery, voucherQuery,
} from './queries';
