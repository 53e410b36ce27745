// Catalogue: the spec §7 "Requested meals" and "Payments" calls, and the test card processor.
import {
  addRequestedMealBodySchema,
  addRequestedMealResponseSchema,
  allRequestedMealsQuerySchema,
  allRequestedMealsResponseSchema,
  checkRequestedMealQuerySchema,
  checkRequestedMealResponseSchema,
  deleteRequestedMealResponseSchema,
  myRequestedMealsQuerySchema,
  myRequestedMealsResponseSchema,
  requestedMealIdParamsSchema,
  updateRequestedMealResponseSchema,
} from '../requested-meals';
import {
  allPaymentsResponseSchema,
  changePackageQuerySchema,
  changePackageResponseSchema,
  confirmCardPaymentResponseSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  createPaymentMethodResponseSchema,
  myPaymentsQuerySchema,
  myPaymentsResponseSchema,
  subscriptionBodySchema,
  subscriptionResponseSchema,
  testConfirmBodySchema,
  testPaymentMethodBodySchema,
  testProcessorErrorResponseSchema,
} from '../payments';
import { endpoints } from './endpoint';

export const REQUESTED_MEAL_ENDPOINTS = endpoints({
  checkRequestedMeal: {
    method: 'GET',
    path: '/check-requested-meal',
    access: 'user',
    query: checkRequestedMealQuerySchema,
    response: checkRequestedMealResponseSchema,
  },
  addRequestedMeal: {
    method: 'POST',
    path: '/add-requested-meal',
    access: 'user',
    body: addRequestedMealBodySchema,
    response: addRequestedMealResponseSchema,
    status: [201],
  },
  myRequestedMeals: {
    method: 'GET',
    path: '/my-requested-meals',
    access: 'user',
    query: myRequestedMealsQuerySchema,
    response: myRequestedMealsResponseSchema,
  },
  deleteRequestedMeal: {
    method: 'DELETE',
    path: '/delete-requested-meal/{id}',
    access: 'user',
    params: requestedMealIdParamsSchema,
    response: deleteRequestedMealResponseSchema,
  },
  allRequestedMeals: {
    method: 'GET',
    path: '/all-requested-meals',
    access: 'admin',
    query: allRequestedMealsQuerySchema,
    response: allRequestedMealsResponseSchema,
  },
  updateRequestedMeal: {
    method: 'PATCH',
    path: '/update-requested-meal/{id}',
    access: 'admin',
    params: requestedMealIdParamsSchema,
    response: updateRequestedMealResponseSchema,
  },
});

export const PAYMENT_ENDPOINTS = endpoints({
  createPaymentIntent: {
    method: 'POST',
    path: '/create-payment-intent',
    access: 'user',
    body: createPaymentIntentBodySchema,
    response: createPaymentIntentResponseSchema,
  },
  subscriptionHandler: {
    method: 'POST',
    path: '/subscription-handler',
    access: 'user',
    body: subscriptionBodySchema,
    response: subscriptionResponseSchema,
    status: [201],
  },
  changePackage: {
    method: 'PATCH',
    path: '/change-package',
    access: 'user',
    query: changePackageQuerySchema,
    response: changePackageResponseSchema,
  },
  allPayments: {
    method: 'GET',
    path: '/all-payments',
    access: 'admin',
    response: allPaymentsResponseSchema,
  },
  // Beyond the spec (issue 17): the resident's receipts in their dashboard.
  myPayments: {
    method: 'GET',
    path: '/my-payments',
    access: 'user',
    query: myPaymentsQuerySchema,
    response: myPaymentsResponseSchema,
  },
  testPaymentMethods: {
    method: 'POST',
    path: '/test-payments/payment-methods',
    access: 'public',
    body: testPaymentMethodBodySchema,
    response: createPaymentMethodResponseSchema,
    errorResponse: testProcessorErrorResponseSchema,
    when: 'PAYMENT_PROVIDER=test',
  },
  testConfirm: {
    method: 'POST',
    path: '/test-payments/confirm',
    access: 'public',
    body: testConfirmBodySchema,
    response: confirmCardPaymentResponseSchema,
    errorResponse: testProcessorErrorResponseSchema,
    when: 'PAYMENT_PROVIDER=test',
  },
});
