/**
 * Copy of the English device pages (/en/beauty-devices, /en/other-products-details), keyed by
 * the device ids of src/content/products.ts; placeholders as in ja.ts.
 */
import { diodeLaserWatts } from '../../products.ts';
import type { DevicesCopy } from './ja.ts';

export const en: DevicesCopy = {
  showcase: {
    meta: {
      title: 'Aesthetic and laser devices',
      description:
        'Eight aesthetic devices for clinics and salons: a CO2 fractional laser, a diode laser, cooling systems, multi-care platforms and a skin analyzer.',
    },
    eyebrow: 'Aesthetic and laser devices',
    heading: 'Aesthetic devices for clinics and salons',
    lead: 'Eight devices in four fields (laser, cooling, multi-care and skin analysis), so you can build the line-up that suits your treatment menu.',
    listHeading: 'Product line-up',
  },
  details: {
    meta: {
      title: 'Other products: details',
      description: `The key features of our CO2 fractional laser and ${diodeLaserWatts} W diode laser.`,
    },
    eyebrow: 'Other products',
    heading: 'Our laser devices',
    lead: 'The key features of two laser devices for medical institutions. Detailed specifications and terms of introduction are in our brochure.',
    listHeading: 'Devices on this page',
    allDevices: 'See the full aesthetic device line-up',
  },
  categories: {
    laser: 'Laser',
    cooling: 'Cooling',
    'multi-care': 'Multi-care',
    analysis: 'Skin analysis',
  },
  pointsLabel: 'Key features',
  brochure: {
    prompt: 'We will send you a brochure with prices, specifications and terms of introduction.',
    button: 'Request a brochure',
    heading: 'Brochure request',
    lead: 'Please fill in the form below. After checking your information, we will send the brochure within 1–2 business days (Japan time). The brochure contains information about you as the applicant, so please do not forward or share it with third parties.',
  },
  devices: {
    'co2-laser': {
      name: 'CO2 fractional laser',
      summary: 'A fractional laser that delivers fine beams in a dot pattern to encourage skin renewal.',
      points: [
        'Fractional delivery with finely adjustable density and depth',
        'Several delivery patterns to suit skin type and treatment area',
        'Settings that take downtime into account',
        'Intuitive touch-panel operation',
      ],
    },
    'diode-laser': {
      name: '{watts} W diode laser',
      summary: 'A high-output {watts} W diode laser for efficient treatment of large areas.',
      points: [
        'High-output design of up to {watts} W',
        'Cooling that chills the treated surface during use',
        'A large handpiece that covers wide areas quickly',
        'Output finely set for skin tone and hair type',
      ],
    },
    'skin-cooling': {
      name: 'Skin super-cooling system',
      summary: 'A cooling system that protects the skin during laser treatment, reaching down to {coolingCelsius} °C.',
      points: [
        'Powerful cooling down to {coolingCelsius} °C',
        'Works together with laser devices',
        'Temperature control for steady, even cooling',
        'A nozzle that is easy to handle with one hand',
      ],
    },
    'dual-cryo': {
      name: 'Dual Cryo',
      summary: 'A cooling-care device with two handpieces that can be used at the same time.',
      points: [
        'Two handpieces for simultaneous treatment',
        'Attachments chosen to suit each area',
        'Cooling control that holds the temperature steady',
        'A compact unit that is easy to install',
      ],
    },
    'quad-cryo': {
      name: 'Quad Cryo',
      summary: 'A cooling-care device with four handpieces for several areas at once.',
      points: [
        'Four handpieces for simultaneous treatment',
        'Running them together shortens treatment time',
        'Settings adjusted for each handpiece',
        'Made for clinics with many treatments a day',
      ],
    },
    'multi-care-dual': {
      name: 'Multi-Care Pro Dual',
      summary: 'An all-in-one device that combines several care functions, used with two handpieces.',
      points: [
        'One unit for several care menus',
        'Switch between two handpieces',
        'Settings saved for each menu',
        'A space-saving design that is easy to introduce',
      ],
    },
    'multi-care-quad': {
      name: 'Multi-Care Pro Quad',
      summary: 'The top all-in-one model, with four handpieces.',
      points: [
        'Four handpieces for a wide range of menus',
        'Combined treatments across menus',
        'Settings saved for each menu',
        'A large touch panel that guides operation',
      ],
    },
    'skin-analyzer': {
      name: '3D AI skin analyzer (Q2 type)',
      summary:
        'A skin analyzer that photographs the skin with a {cameraMegapixels}-megapixel camera and analyses its condition with AI.',
      points: [
        'High-resolution {cameraMegapixels}-megapixel camera',
        '3D imaging that records the skin’s condition in depth',
        'AI analysis results shown clearly on screen',
        'Before-and-after comparisons for counselling',
      ],
    },
  },
};
