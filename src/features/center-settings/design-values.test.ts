import { describe, expect, it } from 'vitest';
import {
  generateShadesText,
  toDesignValues,
  toProfileAttributes,
  validateDesign,
} from './design-values';

const base = toDesignValues(null);

describe('design values', () => {
  it('start from the theme defaults when the center has no profile', () => {
    expect(base).toMatchObject({ fontSans: 'Inter Variable', shape: 'rounded', name: '' });
  });

  it('read the storefront look from the theme config and send it back', async () => {
    const values = toDesignValues({
      name: 'Demo',
      themeConfig: {
        defaultShape: 'pill',
        heroStyle: 'photo',
        heroIllustration: 'garden',
        cardStyle: 'image-side',
        cssVariables: { '--x': '1px' },
      },
    } as never);
    expect(values).toMatchObject({
      shape: 'pill',
      heroStyle: 'photo',
      heroIllustration: 'garden',
      cardStyle: 'image-side',
    });
    expect(await validateDesign(values)).toBeUndefined();
    expect(toProfileAttributes(values, null).themeConfig).toMatchObject({
      defaultShape: 'pill',
      heroStyle: 'photo',
      heroIllustration: 'garden',
      cardStyle: 'image-side',
    });
    // A value the schema does not know is refused on its field, not silently sent.
    expect(await validateDesign({ ...values, cardStyle: 'image-below' as never })).toEqual({
      shape: { id: 'validation.default' },
    });
  });

  it('give translated messages per field for what the shared schema refuses', async () => {
    const errors = await validateDesign({
      ...base,
      name: 'Vrijwilligerscentrale Demo',
      primaryColor: '#12',
      secondaryColorShades: '{"50": "#fff"}',
      gtagId: 'UA-1',
    });
    expect(errors).toEqual({
      primaryColor: { id: 'design.error.hex' },
      secondaryColorShades: { id: 'design.error.shades' },
      gtagId: { id: 'design.error.gtag' },
    });
    expect(await validateDesign({ ...base, name: ' ' })).toEqual({
      name: { id: 'validation.required' },
    });
  });

  it('accept 3, 4, 6 and 8 digit colours and a generated shade set', async () => {
    const values = {
      ...base,
      name: 'Demo',
      primaryColor: '#1f6f43',
      primaryColorShades: generateShadesText('#1f6f43'),
      mutedColor: '#abc',
      backgroundColor: '#ffff',
      textColor: '#112233ff',
    };
    expect(await validateDesign(values)).toBeUndefined();
    const attributes = toProfileAttributes(values, null);
    expect(attributes.primaryColorShades).toMatchObject({ '500': '#1f6f43' });
    expect(attributes.themeConfig).toEqual({
      defaultShape: 'rounded',
      heroStyle: 'band',
      heroIllustration: 'neighbourhood',
      cardStyle: 'image-top',
      fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
    });
    expect(attributes.secondaryColor).toBeNull();
  });
});
