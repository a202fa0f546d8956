import { businessPackageNames } from "../business-packages";
import { agentStoreTypeLabels } from "../store-types";
import {
  AGENT_DUPLICATE_WINDOW_DAYS,
  AGENT_MIN_AGE_YEARS,
  NAME_MIN_LENGTH,
  STORE_NAME_MIN_LENGTH,
  YEARS_IN_OPERATION_MAX,
  type agentBusinessPackages,
  type AgentDocumentKind,
  type agentHeardFromChannels,
  type agentStoreTypes,
  type governmentIdTypes,
} from "@innovatehub/domain";

/*
 * The agent application form, in English and in Filipino: labels, hints, option names, every error, the toasts,
 * the documents and what the applicant sees after sending. Both copies have exactly the same shape (the type below,
 * and a test compares their keys), so a missing translation fails the build. The Filipino copy is written the way
 * store owners in Batangas talk about these services (Taglish), not translated word for word.
 */

type FieldText = { label: string; description?: string; placeholder?: string };
type ChoiceText = { label: string; placeholder: string; description?: string };

type StoreType = (typeof agentStoreTypes)[number];
type BusinessPackage = (typeof agentBusinessPackages)[number];
type HeardFrom = (typeof agentHeardFromChannels)[number];
type GovernmentIdType = (typeof governmentIdTypes)[number];

export type AgentApplicationCopy = {
  languageSwitch: { label: string; name: string };
  title: string;
  intro: string;
  loading: string;
  backToAgentPage: string;
  sections: {
    applicant: string;
    store: string;
    address: string;
    documents: string;
    consent: string;
  };
  /** Said after a required field's label. */
  requiredMark: string;
  fields: {
    fullName: FieldText;
    mobile: FieldText;
    email: FieldText;
    dateOfBirth: FieldText;
    storeName: FieldText;
    storeType: ChoiceText;
    yearsInOperation: FieldText;
    businessRegistrationNumber: FieldText;
    tin: FieldText;
    regionCode: ChoiceText;
    provinceCode: ChoiceText;
    cityCode: ChoiceText;
    barangayCode: ChoiceText;
    street: FieldText;
    businessPackage: ChoiceText;
    heardFrom: ChoiceText;
    governmentIdType: ChoiceText;
    privacyConsent: { label: string };
  };
  options: {
    storeTypes: Record<StoreType, string>;
    packages: Record<BusinessPackage, string>;
    heardFrom: Record<HeardFrom, string>;
    governmentIdTypes: Record<GovernmentIdType, string>;
  };
  address: {
    /** The province choice for a city outside any province (highly urbanised or independent). */
    outsideProvince: string;
    /** Shown instead of the province list when the region has none (NCR). */
    noProvinces: string;
    loadingList: string;
    listFailed: string;
    retry: string;
  };
  documents: {
    intro: string;
    kinds: Record<AgentDocumentKind, { label: string; description: string }>;
    optional: string;
    takePhoto: string;
    chooseFile: string;
    remove: string;
    shrinking: string;
    /** The picked file once ready to send: its name and size. */
    ready: (name: string, size: string) => string;
  };
  submit: string;
  submitting: string;
  errors: {
    required: string;
    fullName: string;
    mobile: string;
    email: string;
    dateOfBirth: string;
    underage: string;
    storeName: string;
    storeType: string;
    yearsInOperation: string;
    businessRegistrationNumber: string;
    tin: string;
    region: string;
    province: string;
    city: string;
    barangay: string;
    street: string;
    businessPackage: string;
    heardFrom: string;
    governmentIdType: string;
    governmentId: string;
    storePhoto: string;
    privacyConsent: string;
    tooLong: (max: number) => string;
    invisibleCharacters: string;
    /** A file too large to prepare on a phone at all (refused before anything is sent). */
    fileTooLarge: (maxMb: number) => string;
    /** A file still over the bucket's limit after shrinking (a large PDF). */
    fileOverLimit: (maxMb: number) => string;
    fileType: string;
    shrinkFailed: string;
  };
  toasts: {
    loading: string;
    success: string;
    failed: string;
    thrown: string;
    rateLimited: string;
    invalid: string;
    /** With CAPTCHA on: the check was refused or could not be made; the application waits for a new one. */
    captchaRefused: string;
  };
  upload: {
    uploading: string;
    received: string;
    /** The server read the file's bytes and they are not the declared type (a PDF renamed .jpg). */
    refused: string;
    failed: string;
    closed: string;
    expired: string;
    retry: string;
  };
  result: {
    receivedTitle: string;
    referenceLabel: string;
    receivedBody: string;
    documentsTitle: string;
    documentsFixNote: string;
    alreadyTitle: string;
    alreadyBody: string;
  };
};

const english = {
  languageSwitch: { label: "Filipino", name: "Sagutan sa Filipino" },
  title: "Apply to become a PlataPay agent",
  intro:
    "Fill in your details and your store's, then add your ID and a photo of your store. What you type is kept on this phone until you send it.",
  loading: "Loading the application form…",
  backToAgentPage: "About the agent programme",
  sections: {
    applicant: "About you",
    store: "Your store",
    address: "Store address",
    documents: "Documents",
    consent: "Privacy",
  },
  requiredMark: "(required)",
  fields: {
    fullName: { label: "Full name", description: "As it appears on your ID." },
    mobile: {
      label: "Mobile number",
      description: "Your Philippine mobile number, e.g. 0917 123 4567.",
      placeholder: "09XX XXX XXXX",
    },
    email: { label: "E-mail address", description: "We send your private status link here." },
    dateOfBirth: { label: "Date of birth", description: "As on your ID." },
    storeName: { label: "Store name" },
    storeType: { label: "Type of store", placeholder: "Choose one" },
    yearsInOperation: { label: "Years in operation", description: "Write 0 if the store is new." },
    businessRegistrationNumber: {
      label: "Business registration number",
      description: "DTI, SEC or CDA number, if you have one.",
    },
    tin: { label: "TIN", description: "Digits only, if you have one." },
    regionCode: { label: "Region", placeholder: "Choose your region" },
    provinceCode: { label: "Province", placeholder: "Choose your province" },
    cityCode: { label: "City or municipality", placeholder: "Choose your city or municipality" },
    barangayCode: { label: "Barangay", placeholder: "Choose your barangay" },
    street: {
      label: "House number, street and landmark",
      description: "So our team can find your store.",
    },
    businessPackage: { label: "Package you are interested in", placeholder: "Choose one" },
    heardFrom: { label: "How did you hear about PlataPay?", placeholder: "Choose one" },
    governmentIdType: { label: "Type of ID", placeholder: "Choose your ID" },
    privacyConsent: {
      label:
        "I agree that InnovateHub keeps my details and documents to review my application, as the privacy policy says.",
    },
  },
  options: {
    storeTypes: agentStoreTypeLabels,
    packages: { ...businessPackageNames, undecided: "Not sure yet" },
    heardFrom: {
      facebook: "Facebook",
      friend_or_family: "A friend or family member",
      existing_agent: "A PlataPay agent",
      event: "An event or seminar",
      search: "Google or another search",
      other: "Other",
    },
    governmentIdTypes: {
      philsys: "PhilSys national ID",
      passport: "Passport",
      drivers_license: "Driver's licence",
      umid: "UMID",
      sss: "SSS ID",
      gsis: "GSIS ID",
      prc: "PRC ID",
      postal: "Postal ID",
      voters: "Voter's ID",
      philhealth: "PhilHealth ID",
      senior_citizen: "Senior citizen ID",
      other: "Another government ID",
    },
  },
  address: {
    outsideProvince: "City not under a province",
    noProvinces: "This region has no provinces: choose your city below.",
    loadingList: "Loading the list…",
    listFailed: "The list could not load. Check your connection.",
    retry: "Try again",
  },
  documents: {
    intro:
      "Take a clear photo with your phone or choose a file. Photos are made smaller on your phone before sending.",
    kinds: {
      government_id: {
        label: "Valid government ID",
        description: "A photo of the front of your ID, or a PDF.",
      },
      store_photo: {
        label: "Photo of your store",
        description: "The store front, with its signage if there is one.",
      },
      business_permit: {
        label: "Business permit",
        description: "If you have one: a photo or a PDF.",
      },
    },
    optional: "optional",
    takePhoto: "Take a photo",
    chooseFile: "Choose a file",
    remove: "Remove",
    shrinking: "Making the photo smaller…",
    ready: (name: string, size: string) => `${name} (${size}), ready to send`,
  },
  submit: "Send my application",
  submitting: "Sending…",
  errors: {
    required: "Please fill this in.",
    fullName: `Please enter your full name (at least ${NAME_MIN_LENGTH} letters).`,
    mobile:
      "Enter a Philippine mobile number, e.g. 0917 123 4567. Landlines and foreign numbers are not accepted.",
    email: "Please enter a valid e-mail address.",
    dateOfBirth: "Please enter your date of birth.",
    underage: `You must be ${AGENT_MIN_AGE_YEARS} or older to apply.`,
    storeName: `Please enter your store's name (at least ${STORE_NAME_MIN_LENGTH} letters).`,
    storeType: "Please choose the type of store.",
    yearsInOperation: `Enter the number of years, from 0 to ${YEARS_IN_OPERATION_MAX}.`,
    businessRegistrationNumber: "Use letters, numbers and dashes only, as on your registration.",
    tin: "Enter 9, 12 or 14 digits, without dashes.",
    region: "Please choose your region.",
    province: "Please choose your province.",
    city: "Please choose your city or municipality.",
    barangay: "Please choose your barangay.",
    street: "Please enter the house number, street or landmark.",
    businessPackage: 'Please choose a package, or "Not sure yet".',
    heardFrom: "Please tell us how you heard about PlataPay.",
    governmentIdType: "Please choose the type of ID.",
    governmentId: "Please add a photo or PDF of your ID.",
    storePhoto: "Please add a photo of your store.",
    privacyConsent: "Please agree to the privacy terms to send your application.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    invisibleCharacters: "This contains characters we cannot accept. Please type it again.",
    fileTooLarge: (maxMb: number) =>
      `This file is ${maxMb} MB or larger. Please choose a smaller photo or file.`,
    fileOverLimit: (maxMb: number) =>
      `This file is still over ${maxMb} MB. Please take a photo of it instead.`,
    fileType: "Please choose a photo (JPG, PNG or WebP) or, for an ID or permit, a PDF.",
    shrinkFailed: "This photo could not be read. Please take it again or choose another one.",
  },
  toasts: {
    loading: "Sending your application…",
    success: "Application sent",
    failed: "Your application was not sent",
    thrown:
      "We could not send your application. Check your connection and try again: what you typed is kept.",
    rateLimited: "Too many applications from this connection. Please try again in an hour.",
    invalid: "Some details were not accepted. Please check the form and try again.",
    captchaRefused:
      "The check that you are not a robot did not pass. Please do it again and send: what you typed is kept.",
  },
  upload: {
    uploading: "Sending…",
    received: "Received",
    refused:
      "Refused: this file is not what its name says (for example a PDF renamed .jpg). Please choose the real photo or file.",
    failed: "Not sent. Check your connection and try again.",
    closed: "Your application no longer takes documents. Our team will contact you.",
    expired: "This page can no longer send documents. Use the private link we e-mailed you.",
    retry: "Send again",
  },
  result: {
    receivedTitle: "Application received",
    referenceLabel: "Your reference number",
    receivedBody:
      "Thank you! We have e-mailed you a private link where you can follow your application and replace a document. Keep your reference number for when you call us.",
    documentsTitle: "Your documents",
    documentsFixNote: "A document that was not received can be sent again below.",
    alreadyTitle: "You have already applied",
    alreadyBody:
      `We already have an application from this mobile number or e-mail address in the last ${AGENT_DUPLICATE_WINDOW_DAYS} days. We have sent its private link again to the e-mail address on that application: please check that inbox, and its spam folder.`,
  },
} as const satisfies AgentApplicationCopy;

const filipino = {
  languageSwitch: { label: "English", name: "Fill in the form in English" },
  title: "Mag-apply bilang PlataPay agent",
  intro:
    "Ilagay ang details mo at ng tindahan mo, tapos i-upload ang ID mo at litrato ng store. Naka-save sa phone na ito ang tina-type mo hanggang i-send mo.",
  loading: "Nilo-load ang application form…",
  backToAgentPage: "Tungkol sa agent program",
  sections: {
    applicant: "Tungkol sa iyo",
    store: "Ang tindahan mo",
    address: "Address ng tindahan",
    documents: "Documents",
    consent: "Privacy",
  },
  requiredMark: "(kailangan)",
  fields: {
    fullName: { label: "Buong pangalan", description: "Gaya ng nakasulat sa ID mo." },
    mobile: {
      label: "Mobile number",
      description: "Philippine mobile number mo, halimbawa 0917 123 4567.",
      placeholder: "09XX XXX XXXX",
    },
    email: {
      label: "E-mail address",
      description: "Dito namin ipapadala ang private link ng application mo.",
    },
    dateOfBirth: { label: "Birthday", description: "Gaya ng nasa ID mo." },
    storeName: { label: "Pangalan ng tindahan" },
    storeType: { label: "Klase ng tindahan", placeholder: "Pumili" },
    yearsInOperation: {
      label: "Ilang taon nang bukas ang tindahan",
      description: "Ilagay ang 0 kung bago pa lang.",
    },
    businessRegistrationNumber: {
      label: "Business registration number",
      description: "DTI, SEC o CDA number, kung meron.",
    },
    tin: { label: "TIN", description: "Numbers lang, kung meron ka." },
    regionCode: { label: "Region", placeholder: "Piliin ang region mo" },
    provinceCode: { label: "Probinsya", placeholder: "Piliin ang probinsya mo" },
    cityCode: { label: "City o munisipyo", placeholder: "Piliin ang city o munisipyo" },
    barangayCode: { label: "Barangay", placeholder: "Piliin ang barangay mo" },
    street: {
      label: "House number, kalye at landmark",
      description: "Para madaling mahanap ng team namin ang tindahan mo.",
    },
    businessPackage: { label: "Package na gusto mo", placeholder: "Pumili" },
    heardFrom: { label: "Saan mo nalaman ang PlataPay?", placeholder: "Pumili" },
    governmentIdType: { label: "Klase ng ID", placeholder: "Piliin ang ID mo" },
    privacyConsent: {
      label:
        "Pumapayag ako na itago ng InnovateHub ang details at documents ko para i-review ang application ko, ayon sa privacy policy.",
    },
  },
  options: {
    storeTypes: {
      agent: "Payment o loading station",
      business: "Business center",
      remittance: "Remittance o pawnshop",
      food: "Kainan o karinderya",
      retail: "Sari-sari store o tindahan",
      other: "Iba pa",
    },
    packages: { ...businessPackageNames, undecided: "Hindi pa sigurado" },
    heardFrom: {
      facebook: "Facebook",
      friend_or_family: "Kaibigan o kamag-anak",
      existing_agent: "Isang PlataPay agent",
      event: "Event o seminar",
      search: "Google o ibang search",
      other: "Iba pa",
    },
    governmentIdTypes: {
      philsys: "PhilSys national ID",
      passport: "Passport",
      drivers_license: "Driver's license",
      umid: "UMID",
      sss: "SSS ID",
      gsis: "GSIS ID",
      prc: "PRC ID",
      postal: "Postal ID",
      voters: "Voter's ID",
      philhealth: "PhilHealth ID",
      senior_citizen: "Senior citizen ID",
      other: "Ibang government ID",
    },
  },
  address: {
    outsideProvince: "City na wala sa probinsya",
    noProvinces: "Walang probinsya ang region na ito: piliin na lang ang city mo sa baba.",
    loadingList: "Nilo-load ang listahan…",
    listFailed: "Hindi ma-load ang listahan. I-check ang connection mo.",
    retry: "Subukan ulit",
  },
  documents: {
    intro:
      "Kumuha ng malinaw na litrato gamit ang phone mo o pumili ng file. Pinapaliit muna sa phone mo ang litrato bago i-send, para tipid sa data.",
    kinds: {
      government_id: {
        label: "Valid government ID",
        description: "Litrato ng harap ng ID mo, o PDF.",
      },
      store_photo: {
        label: "Litrato ng tindahan mo",
        description: "Ang harap ng store, kasama ang signage kung meron.",
      },
      business_permit: { label: "Business permit", description: "Kung meron ka: litrato o PDF." },
    },
    optional: "kung meron",
    takePhoto: "Kumuha ng litrato",
    chooseFile: "Pumili ng file",
    remove: "Tanggalin",
    shrinking: "Pinapaliit ang litrato…",
    ready: (name: string, size: string) => `${name} (${size}), handa nang i-send`,
  },
  submit: "I-send ang application ko",
  submitting: "Sine-send…",
  errors: {
    required: "Pakisagutan ito.",
    fullName: `Ilagay ang buong pangalan mo (hindi bababa sa ${NAME_MIN_LENGTH} letra).`,
    mobile:
      "Maglagay ng Philippine mobile number, halimbawa 0917 123 4567. Hindi puwede ang landline o foreign number.",
    email: "Maglagay ng tamang e-mail address.",
    dateOfBirth: "Ilagay ang birthday mo.",
    underage: `Kailangan ${AGENT_MIN_AGE_YEARS} years old ka pataas para makapag-apply.`,
    storeName: `Ilagay ang pangalan ng tindahan mo (hindi bababa sa ${STORE_NAME_MIN_LENGTH} letra).`,
    storeType: "Piliin ang klase ng tindahan mo.",
    yearsInOperation: `Ilagay kung ilang taon na, mula 0 hanggang ${YEARS_IN_OPERATION_MAX}.`,
    businessRegistrationNumber: "Letters, numbers at dash lang, gaya ng nasa registration mo.",
    tin: "Maglagay ng 9, 12 o 14 na numbers, walang dash.",
    region: "Piliin ang region mo.",
    province: "Piliin ang probinsya mo.",
    city: "Piliin ang city o munisipyo mo.",
    barangay: "Piliin ang barangay mo.",
    street: "Ilagay ang house number, kalye o landmark.",
    businessPackage: 'Pumili ng package, o "Hindi pa sigurado".',
    heardFrom: "Sabihin sa amin kung saan mo nalaman ang PlataPay.",
    governmentIdType: "Piliin ang klase ng ID mo.",
    governmentId: "Mag-upload ng litrato o PDF ng ID mo.",
    storePhoto: "Mag-upload ng litrato ng tindahan mo.",
    privacyConsent: "Kailangan mong pumayag sa privacy terms para ma-send ang application.",
    tooLong: (max: number) => `Hanggang ${max} characters lang ang puwede rito.`,
    invisibleCharacters: "May characters dito na hindi namin matanggap. Paki-type ulit.",
    fileTooLarge: (maxMb: number) =>
      `${maxMb} MB o mas malaki ang file na ito. Pumili ng mas maliit na litrato o file.`,
    fileOverLimit: (maxMb: number) =>
      `Lampas pa rin sa ${maxMb} MB ang file na ito. Kunan mo na lang ito ng litrato.`,
    fileType: "Pumili ng litrato (JPG, PNG o WebP) o, para sa ID o permit, isang PDF.",
    shrinkFailed: "Hindi mabasa ang litratong ito. Kumuha ulit o pumili ng iba.",
  },
  toasts: {
    loading: "Sine-send ang application mo…",
    success: "Na-send na ang application",
    failed: "Hindi na-send ang application mo",
    thrown:
      "Hindi namin ma-send ang application mo. I-check ang connection mo at subukan ulit: naka-save pa ang tina-type mo.",
    rateLimited:
      "Masyadong maraming application na galing sa connection na ito. Subukan ulit pagkalipas ng isang oras.",
    invalid: "May details na hindi tinanggap. Paki-check ang form at subukan ulit.",
    captchaRefused:
      "Hindi pumasa ang check na tao ka at hindi robot. Ulitin ang check, tapos i-send ulit: naka-save pa rin ang mga sinagot mo.",
  },
  upload: {
    uploading: "Sine-send…",
    received: "Natanggap",
    refused:
      "Hindi tinanggap: iba ang laman ng file sa sinasabi ng pangalan nito (halimbawa, PDF na ginawang .jpg). Piliin ang totoong litrato o file.",
    failed: "Hindi na-send. I-check ang connection mo at subukan ulit.",
    closed: "Hindi na tumatanggap ng documents ang application mo. Kokontakin ka ng team namin.",
    expired:
      "Hindi na makakapag-send ng documents sa page na ito. Gamitin ang private link na in-email namin.",
    retry: "I-send ulit",
  },
  result: {
    receivedTitle: "Natanggap na ang application mo",
    referenceLabel: "Reference number mo",
    receivedBody:
      "Salamat! In-email namin sa iyo ang private link kung saan makikita mo ang status ng application mo at puwede kang magpalit ng document. Itabi ang reference number mo, kailangan ito pag tumawag ka sa amin.",
    documentsTitle: "Ang documents mo",
    documentsFixNote: "Puwede mong i-send ulit sa baba ang document na hindi natanggap.",
    alreadyTitle: "Naka-apply ka na",
    alreadyBody:
      `May application na kami mula sa mobile number o e-mail address na ito sa nakaraang ${AGENT_DUPLICATE_WINDOW_DAYS} araw. Pinadala ulit namin ang private link nito sa e-mail address na nasa application na iyon: paki-check ang inbox, pati ang spam folder.`,
  },
} as const satisfies AgentApplicationCopy;

export const agentApplicationCopy = { en: english, fil: filipino } as const satisfies Record<
  "en" | "fil",
  AgentApplicationCopy
>;
