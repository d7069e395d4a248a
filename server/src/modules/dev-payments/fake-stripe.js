/* global window, document, fetch */
/**
 * The local fake payment provider's stand-in for Stripe.js (https://js.stripe.com/v3/): the
 * calls the app's card forms make, so the same form code runs against the fake and the real
 * provider. `Stripe(key).elements().create('card').mount(el)` shows a card number field, and
 * `confirmCardSetup(secret, { payment_method: { card } })` confirms the SetupIntent with it,
 * answering `{ setupIntent }` or `{ error }` as Stripe.js does; `confirmCardPayment(secret)` is
 * the customer approving a payment their bank asked about; `createPaymentMethod({ type: 'card',
 * card })` makes a card for a one-time charge. The split fields (`cardNumber`, `cardExpiry`,
 * `cardCvc`) of one `elements()` group make one card, checked and reported (`on('change')`) with
 * the provider's codes and words. `Stripe(key, { stripeAccount })` acts inside an
 * agency's connected account. It takes the provider's test card numbers only: nothing is charged.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script ? script.src.replace(/stripe\.js(\?.*)?$/, '') : '/dev/payments/';

  var FIELDS = {
    card: { label: 'Card number', autocomplete: 'cc-number', placeholder: '' },
    cardNumber: { label: 'Card number', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
    cardExpiry: { label: 'Expiration date', autocomplete: 'cc-exp', placeholder: 'MM / YY' },
    cardCvc: { label: 'Security code', autocomplete: 'cc-csc', placeholder: 'CVC' },
  };

  function digits(value) {
    return value.replace(/\D/g, '');
  }

  /** The provider's own checks of a split field, with its codes and words; null when it passes. */
  function problem(type, value) {
    var typed = digits(value);
    if (type === 'cardExpiry') {
      if (typed.length !== 4) return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
      var month = Number(typed.slice(0, 2));
      var year = 2000 + Number(typed.slice(2));
      var now = new Date();
      if (month < 1 || month > 12) return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
      return null;
    }
    if (type === 'cardCvc') return typed.length === 3 || typed.length === 4 ? null : { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return typed.length >= 12 ? null : { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  }

  function CardElement(type, group, options) {
    this.type = FIELDS[type] ? type : 'card';
    this.group = group;
    this.options = options || {};
    this.input = null;
    this.handlers = [];
  }
  CardElement.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    var field = FIELDS[this.type];
    var input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = field.autocomplete;
    input.className = 'fake-stripe-card';
    input.placeholder = this.options.placeholder || field.placeholder;
    input.setAttribute('aria-label', field.label);
    // As the provider's fields do: a problem shows once the customer leaves the field, and clears as they fix it.
    input.addEventListener('blur', this.report.bind(this, true));
    input.addEventListener('input', this.report.bind(this, false));
    container.appendChild(input);
    this.input = input;
  };
  CardElement.prototype.report = function (left) {
    if (this.type === 'card' || !this.input) return;
    var value = this.input.value;
    var found = value ? problem(this.type, value) : null;
    var change = { elementType: this.type, empty: !value, complete: Boolean(value) && !found };
    if (found && left) change.error = found;
    this.handlers.forEach(function (handler) {
      handler(change);
    });
  };
  CardElement.prototype.on = function (event, handler) {
    if (event === 'change') this.handlers.push(handler);
  };
  CardElement.prototype.clear = function () {
    if (this.input) this.input.value = '';
  };
  CardElement.prototype.destroy = function () {
    if (this.input) this.input.remove();
    this.input = null;
  };

  function cardNumber(card) {
    return card && card.input ? digits(card.input.value) : '';
  }

  /** The split fields of the card's group, checked in the order the provider checks them. */
  function splitProblem(card) {
    if (!card || card.type !== 'cardNumber') return null;
    var order = ['cardNumber', 'cardExpiry', 'cardCvc'];
    for (var i = 0; i < order.length; i++) {
      var field = card.group[order[i]];
      if (!field) continue;
      var found = problem(order[i], field.input ? field.input.value : '');
      if (found) return { type: 'validation_error', code: found.code, message: found.message };
    }
    return null;
  }

  window.Stripe = function (publishableKey, options) {
    var account = options && options.stripeAccount ? options.stripeAccount : undefined;
    return {
      elements: function () {
        var group = {};
        return {
          create: function (type, options) {
            var element = new CardElement(type, group, options);
            group[element.type] = element;
            return element;
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
        var invalid = splitProblem(data && data.card);
        if (invalid) return Promise.resolve({ error: invalid });
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
