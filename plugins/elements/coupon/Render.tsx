import type { ElementRenderProps } from '@tessera/sdk';
import type { CouponProps } from './schema.ts';

export function CouponRender({ id, props }: ElementRenderProps<CouponProps>) {
  return (
    <div className="ts-coupon">
      <label className="ts-coupon__label" htmlFor={`${id}-code`}>
        {props.label}
      </label>
      <div className="ts-coupon__row">
        <input id={`${id}-code`} type="text" className="ts-coupon__input" autoComplete="off" placeholder={props.placeholder || undefined} maxLength={40} />
        <button type="button" className="ts-coupon__apply">
          {props.buttonText}
        </button>
      </div>
      <p className="ts-coupon__status" role="status" />
    </div>
  );
}
