/**
 * The demo merchant's shop: a product list whose "Buy" asks the proxy for a payment (the
 * server decides the price from the product id) and shows the CheckoutWidget, plus a
 * PaymentLinkButton that opens the hosted checkout of the visitor’s own payment link in an overlay.
 */
import { useEffect, useRef, useState } from 'react';
import { CheckoutWidget, PaymentLinkButton, usePaykit } from '../../../src/react';
import { button } from '../../../src/react/styles/controls';
import { BackArrow, CartIcon, ProductPicture, ShopMark } from './art';
import { keepPurchase, readPurchase } from './pending-purchase';

interface Product {
  sku: string;
  name: string;
  description: string;
  price: string;
  currency: string;
}

interface DemoConfig {
  payment_link_id: string;
  products: Product[];
}

export function Store() {
  const paykit = usePaykit('Store');
  const { client } = paykit;
  const [config, setConfig] = useState<DemoConfig | null>(null);
  const [buying, setBuying] = useState<{ product: Product; paymentId: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Where focus goes after the view changes by the payer's hand (never on first load). */
  const focusNext = useRef<'checkout' | 'products' | null>(null);
  const checkoutHeading = useRef<HTMLHeadingElement>(null);
  const productsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    fetch('/demo/config.json')
      .then((r) => r.json() as Promise<DemoConfig>)
      .then(
        (loaded) => {
          setConfig(loaded);
          // A reload shows the payment this tab was paying for, with its status as it is now.
          const kept = readPurchase();
          const product = kept && loaded.products.find((p) => p.sku === kept.sku);
          if (kept && product) setBuying({ product, paymentId: kept.paymentId });
        },
        () => setProblem('The shop could not load its products. Reload the page to try again.'),
      );
  }, []);

  useEffect(() => {
    const target = focusNext.current === 'checkout' ? checkoutHeading.current : focusNext.current === 'products' ? productsHeading.current : null;
    focusNext.current = null;
    target?.focus();
  }, [buying]);

  async function buy(product: Product) {
    setProblem(null);
    try {
      const payment = await client.createPayment({ sku: product.sku });
      keepPurchase({ sku: product.sku, paymentId: payment.payment_id });
      focusNext.current = 'checkout';
      setBuying({ product, paymentId: payment.payment_id });
    } catch {
      setProblem(`We could not start the payment for ${product.name}. Try again.`);
    }
  }

  function backToProducts() {
    keepPurchase(null);
    focusNext.current = 'products';
    setBuying(null);
  }

  const price = (product: Product) => `${paykit.formatAmount(product.price, product.currency)} ${product.currency}`;

  return (
    <>
      <header className="shop-header">
        <div className="shop-header__inner">
          <div className="shop-header__start">
            <h1 className="brand">
              <ShopMark />
              paykit demo store
            </h1>
            {/* The demo always runs on the sandbox: the one test-mode marker, beside the shop's name (the widget's own is hidden in store.css). */}
            <p className="test-mode">Test mode</p>
          </div>
          <p className="cart" data-state={buying ? 'full' : 'empty'}>
            <CartIcon />
            {buying ? (
              <>
                <span className="cart__count" aria-hidden="true">
                  1
                </span>
                <span className="cart__text">
                  <span className="visually-hidden">In your cart: </span>
                  {buying.product.name} <span aria-hidden="true">·</span> <strong>{price(buying.product)}</strong>
                </span>
              </>
            ) : (
              <span className="cart__text">Your cart is empty</span>
            )}
          </p>
        </div>
      </header>
      <main className="shop">
        <p role="alert" className="problem">
          {problem}
        </p>
        {buying ? (
          <section aria-labelledby="checkout-heading" className="checkout">
            <div className="order">
              <button type="button" className={`back ${button()}`} data-variant="quiet" onClick={backToProducts}>
                <BackArrow />
                Back to the products
              </button>
              <h2 id="checkout-heading" ref={checkoutHeading} tabIndex={-1}>
                Checkout
              </h2>
              <div className="order__summary">
                <div className="order__item">
                  <ProductPicture sku={buying.product.sku} thumbnail />
                  <p className="order__text">
                    <span className="order__name">{buying.product.name}</span>
                    <span className="order__description">{buying.product.description}</span>
                  </p>
                  <span className="order__price">{price(buying.product)}</span>
                </div>
                <p className="order__total">
                  <span>Total</span> <span className="amount">{price(buying.product)}</span>
                </p>
              </div>
            </div>
            <CheckoutWidget paymentId={buying.paymentId} onRestart={() => void buy(buying.product)} />
            <SandboxNote />
          </section>
        ) : (
          <>
            <section aria-labelledby="products-heading" className="catalogue">
              <h2 id="products-heading" ref={productsHeading} tabIndex={-1}>
                Products
              </h2>
              <SandboxNote />
              <ul className="products">
                {(config?.products ?? []).map((product) => (
                  <li key={product.sku} className="product">
                    <ProductPicture sku={product.sku} />
                    <div className="product__body">
                      <h3 className="product__name">{product.name}</h3>
                      <p className="product__description">{product.description}</p>
                      <div className="product__foot">
                        <span className="amount">{price(product)}</span>
                        <button type="button" className={button()} onClick={() => void buy(product)} aria-label={`Buy ${product.name}`}>
                          Buy
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="link-heading" className="link-offer">
              <div>
                <h2 id="link-heading">Pay with a payment link</h2>
                <p>The same T-shirt, sold through a payment link and its hosted checkout.</p>
              </div>
              {/* Outlined here, so the products' Buy buttons are the page's filled actions. */}
              {config ? <PaymentLinkButton className="link-offer__button" linkId={config.payment_link_id} mode="overlay" /> : null}
            </section>
          </>
        )}
      </main>
    </>
  );
}

/** What the demo is for, and where to settle a payment: under the products, beside the order. */
function SandboxNote() {
  return (
    <p className="sandbox-note">
      Sandbox: pay with test USDT, then settle it (or underpay, overpay, let it expire) from the <a href="/sandbox">sandbox control panel</a>.
    </p>
  );
}
