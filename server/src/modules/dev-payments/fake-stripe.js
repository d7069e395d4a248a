/* global window, document, fetch */
/**
 * The local fake payment provider's stand-in for Stripe.js (https://js.stripe.com/v3/): the
 * calls the app's card forms make, so the same form code runs against the fake and the real
 * provider. `Stripe(key).elements().create('card').mount(el)` shows a card number field, and
 * `confirmCardSetup(secret, { payment_method: { card } })` confirms the SetupIntent with it,
 * answering `{ setupIntent }` or `{ error }` as Stripe.js does; `confirmCardPayment(secret)` is
 * the customer approving a payment their bank asked about; `createPaymentMethod({ type: 'card',
 * card })` makes a card for a one-time charge. `Stripe(key, { stripeAccount })` acts inside an
 * agency's connected account. It takes the provider's test card numbers only: nothing is charged.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script ? script.src.replace(/stripe\.js(\?.*)?$/, '') : '/dev/payments/';

  function CardElement() {
    this.input = null;
  }
  CardElement.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    var input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'cc-number';
    input.className = 'fake-stripe-card';
    input.setAttribute('aria-label', 'Card number');
    container.appendChild(input);
    this.input = input;
  };
  CardElement.prototype.clear = function () {
    if (this.input) this.input.value = '';
  };
  CardElement.prototype.destroy = function () {
    if (this.input) this.input.remove();
    this.input = null;
  };

  function cardNumber(card) {
    return card && card.input ? card.input.value.replace(/\D/g, '') : '';
  }

  window.Stripe = function (publishableKey, options) {
    var account = options && options.stripeAccount ? options.stripeAccount : undefined;
    return {
      elements: function () {
        return {
          create: function () {
            return new CardElement();
          },
        };
      },
      confirmCardPayment: function (clientSecret) {
        var intentId = clientSecret.split('_secret_')[0];
        return post('payment_intents/' + encodeURIComponent(intentId) + '/confirm', { client_secret: clientSecret, stripe_account: account }).then(function (answer) {
          return answer.ok ? { paymentIntent: answer.body } : { error: answer.error };
        });
      },
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var number = cardNumber(card);
        var intentId = clientSecret.split('_secret_')[0];
        return post('setup_intents/' + encodeURIComponent(intentId) + '/confirm', { client_secret: clientSecret, card_number: number }).then(function (answer) {
          return answer.ok ? { setupIntent: answer.body } : { error: answer.error };
        });
      },
      createPaymentMethod: function (data) {
        return post('payment_methods', { card_number: cardNumber(data && data.card), stripe_account: account }).then(function (answer) {
          return answer.ok ? { paymentMethod: answer.body } : { error: answer.error };
        });
      },
    };

    function post(path, body) {
      return fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + publishableKey },
        body: JSON.stringify(body),
      }).then(function (response) {
        return response.json().then(function (answer) {
          return { ok: response.ok, body: answer, error: answer.error || { message: 'The payment provider refused this.' } };
        });
      });
    }
  };
})();
