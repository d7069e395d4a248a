import { FormModalFooter } from '../../../../ui/FormModalFooter.tsx';
import { centsFromAmountText, createProductBodySchema, formatMoney, type Gateway, type Product } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { createProduct, updateProduct, useProducts, useShopMutation } from '../../../../api/shop-api.ts';
import { ImagePickerHost } from '../../../../designer/media/ImagePickerHost.tsx';
import type { ImagePicker } from '../../../../designer/media/image-picker.ts';
import { notifyError } from '../../../../designer/media/notify-error.ts';
import { useImagePicker } from '../../../../designer/media/use-image-picker.ts';
import { ImagePickField } from '../settings/ImagePickField.tsx';
import { fieldError, FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { Modal } from '../../../../ui/Modal.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';
import { websiteScreen } from '../website-screen.tsx';
import { CatalogScreen } from './CatalogScreen.tsx';

export const priceLabel = (product: Pick<Product, 'amount' | 'currency' | 'interval'>) => `${formatMoney(product.amount, product.currency)}${product.interval ? ` / ${product.interval}` : ' once'}`;

function ProductDialog({ landingId, gateway, picker, onClose }: { landingId: number; gateway: Gateway; picker: ImagePicker; onClose(): void }) {
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [interval, setInterval] = useState<'' | 'month' | 'year'>('');
  const save = useShopMutation(landingId, (body: Parameters<typeof createProduct>[2]) => createProduct(landingId, gateway.account_id, body));
  const { errors, submit } = useCheckedSubmit(createProductBodySchema, save, onClose);
  const onSubmit = (event: FormEvent) => submit(event, { name, description, amount: centsFromAmountText(amount) ?? (amount as unknown as number), interval: interval || null, image: image || null });
  return (
    <Modal
      title="Add a product"
      onClose={onClose}
      footer={<FormModalFooter formId={"product-form"} submitLabel="Add product" busy={save.isPending} onCancel={onClose} />}
    >
      <form id="product-form" className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="product-name" label="Name" value={name} onValue={setName} error={fieldError(errors, 'name')} />
        <TextField id="product-description" label="Description" value={description} onValue={setDescription} error={fieldError(errors, 'description')} />
        <ImagePickField id="product-image" label="Image" purpose="image" picker={picker} url={image} error={fieldError(errors, 'image')} hint="Shown on the product's card in Order Select and on the thank-you page." onPick={(picked) => setImage(picked.url)} onClear={() => setImage('')} />
        <TextField
          id="product-amount"
          label={`Price (${gateway.currency.toUpperCase()})`}
          inputMode="decimal"
          value={amount}
          onValue={setAmount}
          error={fieldError(errors, 'amount')}
          hint="In the currency’s units, e.g. 49 or 49.90. The price is fixed once the product is made."
        />
        <FormRow id="product-interval" label="Paid" error={fieldError(errors, 'interval')}>
          <select id="product-interval" className="input" value={interval} onChange={(event) => setInterval(event.target.value as typeof interval)}>
            <option value="">Once</option>
            <option value="month">Monthly (subscription)</option>
            <option value="year">Yearly (subscription)</option>
          </select>
        </FormRow>
      </form>
    </Modal>
  );
}

/** /agency/websites/{id}/products: what the website sells, made on its connected account. */
export const ProductsScreen = websiteScreen(function ProductsOfWebsite({ landingId }) {
  const products = useProducts(landingId);
  const [adding, setAdding] = useState(false);
  const picker = useImagePicker(landingId);
  const setImage = useShopMutation(landingId, ({ product, image }: { product: Product; image: string | null }) => updateProduct(landingId, product.account_id, product.id, { image }));
  const chooseImage = async (product: Product) => {
    const picked = await picker.pickImage({ purpose: 'image', valueKey: `product-${product.id}` });
    if (picked) setImage.mutate({ product, image: picked.url });
  };
  return (
    <CatalogScreen<Product> landingId={landingId} kind="products" title="Products">
      {(gateway, actions) => (
        <>
          <div className="form-actions">
            <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
              Add product
            </button>
          </div>
          {products.data?.length === 0 ? <StatusView title="No products yet" message="Add a product, then offer it with an Order Select element on a page." /> : null}
          <ul className="simple-list">
            {(products.data ?? []).map((product) => (
              <li key={product.id} className="simple-list__item product-row">
                {product.image ? <img className="product-row__image" src={product.image} alt="" /> : <span className="product-row__image product-row__image--none" aria-hidden="true" />}
                <span className="table__primary">{product.name}</span>
                <span className="table__secondary">
                  {priceLabel(product)}
                  {product.archived ? ' · Archived' : ''}
                </span>
                <button type="button" className="btn btn--small" onClick={() => void chooseImage(product)} aria-label={`${product.image ? 'Change' : 'Choose'} image of ${product.name}`}>
                  {product.image ? 'Change image' : 'Add image'}
                </button>
                {actions(product)}
              </li>
            ))}
          </ul>
          {adding ? <ProductDialog landingId={landingId} gateway={gateway} picker={picker} onClose={() => setAdding(false)} /> : null}
          <ImagePickerHost picker={picker} notify={notifyError} />
        </>
      )}
    </CatalogScreen>
  );
});
