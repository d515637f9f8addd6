// The fields of a postal address as the forms hold them (checkout, spec §5; the account's address
// book, spec §2 /account/addresses): all strings, empty until typed.
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export const emptyAddress = (): AddressFormValues => ({
  firstName: "",
  lastName: "",
  company: "",
  email: "",
  phone: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
});
