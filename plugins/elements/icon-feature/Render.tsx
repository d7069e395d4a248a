import { BUTTON_BASE_CSS, FeatureText, featureTextCss, flexAlign, Icon, type ElementRenderProps } from '@tessera/sdk';
import { badgeSkin, type IconFeatureProps } from './schema.ts';

export const ICON_FEATURE_CSS =
  BUTTON_BASE_CSS +
  '.ts-icon-feature{display:flex;gap:16px}.ts-icon-feature--top{flex-direction:column}.ts-icon-feature--left{flex-direction:row;align-items:flex-start;text-align:left}' +
  '.ts-icon-feature__media{position:relative;flex:none;line-height:0}' +
  '.ts-icon-feature__icon{display:inline-flex;align-items:center;justify-content:center}' +
  '.ts-icon-feature__icon--circle{border-radius:50%}' +
  '.ts-icon-feature__badge{position:absolute;top:-6px;right:-6px;min-width:22px;height:22px;padding:0 6px;display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700;line-height:1}' +
  '.ts-icon-feature__badge--circle{border-radius:999px}.ts-icon-feature__badge--rounded{border-radius:6px}' +
  featureTextCss('ts-icon-feature');

export function IconFeatureRender({ props }: ElementRenderProps<IconFeatureProps>) {
  const boxed = props.iconShape !== 'none';
  const box = boxed ? props.iconSize * 2 : props.iconSize;
  const media = props.layout === 'top' ? { alignSelf: flexAlign(props.alignment) } : undefined;
  return (
    <div className={`ts-icon-feature ts-icon-feature--${props.layout}`} style={props.layout === 'top' ? { textAlign: props.alignment } : undefined}>
      <div className="ts-icon-feature__media" style={media}>
        <span
          className={`ts-icon-feature__icon ts-icon-feature__icon--${props.iconShape}`}
          style={{ width: `${box}px`, height: `${box}px`, ...(boxed ? { background: props.iconBackground } : {}) }}
        >
          <Icon name={props.icon} size={props.iconSize} color={props.iconColor} />
        </span>
        {props.badge.ShowNumber && props.badge.Text ? (
          <span
            className={`ts-icon-feature__badge ts-icon-feature__badge--${badgeSkin(props.badge.SkinCode)}`}
            style={{ background: props.badgeColor, color: props.badgeTextColor }}
          >
            {props.badge.Text}
          </span>
        ) : null}
      </div>
      <FeatureText block="ts-icon-feature" props={props} />
    </div>
  );
}
