// The demo catalogue as plain tables: colours, garment profiles, category trees and product names.
// generate.ts turns these into Store and Product documents; keeping the words here keeps the logic short.
import { type Garment } from "./svg.ts";

export interface PaletteColor {
  colorName: string;
  hex: string;
}

export const PALETTE = {
  navy: { colorName: "Navy", hex: "#1f2a44" },
  gold: { colorName: "Gold", hex: "#e0a526" },
  white: { colorName: "White", hex: "#ffffff" },
  heather: { colorName: "Athletic Heather", hex: "#b5b8bd" },
  black: { colorName: "Black", hex: "#111111" },
  charcoal: { colorName: "Charcoal", hex: "#3c3f44" },
  royal: { colorName: "Royal", hex: "#2450a6" },
  red: { colorName: "Red", hex: "#b3222e" },
  maroon: { colorName: "Maroon", hex: "#6b1d2a" },
  forest: { colorName: "Forest Green", hex: "#1f4d36" },
  kelly: { colorName: "Kelly Green", hex: "#2f8f46" },
  orange: { colorName: "Orange", hex: "#e36b1c" },
  purple: { colorName: "Purple", hex: "#51307f" },
  sand: { colorName: "Sand", hex: "#d8c8a8" },
  lightBlue: { colorName: "Light Blue", hex: "#8fb8de" },
  graphite: { colorName: "Graphite Heather", hex: "#5b5e63" },
  military: { colorName: "Military Green", hex: "#5a5f3c" },
  crimson: { colorName: "Crimson", hex: "#9b1c31" },
} satisfies Record<string, PaletteColor>;

export type ColorKey = keyof typeof PALETTE;

export type SizeKind = "adult" | "bottoms" | "one" | "socks";

export interface GarmentProfile {
  sizeKind: SizeKind;
  /** Price range of the base part price in dollars. */
  price: [number, number];
  /** Shipping weight of one unit in pounds. */
  weight: number;
  decoration: "Screen Print" | "Embroidery";
  fabric: string[];
  features: string[];
}

export const GARMENTS: Record<Garment, GarmentProfile> = {
  tee: {
    sizeKind: "adult",
    price: [14, 24],
    weight: 0.4,
    decoration: "Screen Print",
    fabric: ["100% ring-spun cotton, 5.3 oz", "50/25/25 poly/cotton/rayon tri-blend", "100% polyester jersey, 4.1 oz"],
    features: ["Tear-away label", "Shoulder-to-shoulder taping", "Side-seamed for a modern fit", "Pre-shrunk"],
  },
  longsleeve: {
    sizeKind: "adult",
    price: [19, 30],
    weight: 0.5,
    decoration: "Screen Print",
    fabric: ["100% ring-spun cotton, 6.1 oz", "60/40 cotton/poly blend", "100% polyester with UPF 50"],
    features: ["Rib-knit cuffs", "Tear-away label", "Double-needle hems", "Seamless collar"],
  },
  polo: {
    sizeKind: "adult",
    price: [26, 46],
    weight: 0.55,
    decoration: "Embroidery",
    fabric: ["100% polyester pique, 5 oz", "60/40 cotton/poly pique", "Snag-resistant polyester knit"],
    features: ["Three-button placket", "Flat-knit collar", "Open hem sleeves", "Moisture-wicking"],
  },
  buttondown: {
    sizeKind: "adult",
    price: [38, 58],
    weight: 0.6,
    decoration: "Embroidery",
    fabric: ["100% cotton oxford", "Stretch cotton/poly oxford", "Wrinkle-resistant poplin"],
    features: ["Button-down collar", "Left chest pocket", "Adjustable cuffs", "Back box pleat"],
  },
  tank: {
    sizeKind: "adult",
    price: [13, 22],
    weight: 0.3,
    decoration: "Screen Print",
    fabric: ["100% polyester mesh", "100% combed cotton", "Poly/cotton/rayon tri-blend"],
    features: ["Racer or classic back", "Lightweight and breathable", "Tag-free neck", "Side-seamed"],
  },
  hoodie: {
    sizeKind: "adult",
    price: [36, 62],
    weight: 1.2,
    decoration: "Screen Print",
    fabric: ["80/20 cotton/poly fleece, 8 oz", "Heavyweight 10 oz cotton-rich fleece", "Performance poly fleece"],
    features: ["Lined hood with drawcord", "Front pouch pocket", "Rib-knit cuffs and waistband", "Brushed interior"],
  },
  crewneck: {
    sizeKind: "adult",
    price: [30, 46],
    weight: 1.0,
    decoration: "Screen Print",
    fabric: ["80/20 cotton/poly fleece, 8 oz", "Tri-blend fleece, 7 oz", "Garment-dyed cotton fleece"],
    features: ["Rib-knit collar, cuffs and waistband", "Set-in sleeves", "Brushed interior", "Double-needle seams"],
  },
  quarterzip: {
    sizeKind: "adult",
    price: [40, 66],
    weight: 0.9,
    decoration: "Embroidery",
    fabric: ["100% polyester performance knit", "Cotton/poly fleece", "Textured poly/spandex knit"],
    features: ["Quarter-length zipper with chin guard", "Thumbholes", "Moisture-wicking", "Stand-up collar"],
  },
  jacket: {
    sizeKind: "adult",
    price: [58, 120],
    weight: 1.6,
    decoration: "Embroidery",
    fabric: ["Bonded poly/spandex soft shell", "Nylon shell with poly fill", "Wind- and water-resistant ripstop"],
    features: ["Full-length zipper", "Zippered hand pockets", "Adjustable cuffs", "Water-repellent finish"],
  },
  vest: {
    sizeKind: "adult",
    price: [44, 78],
    weight: 1.0,
    decoration: "Embroidery",
    fabric: ["Nylon shell with poly insulation", "Bonded soft shell", "Anti-pill microfleece"],
    features: ["Full-length zipper", "Zippered hand pockets", "Elastic-bound armholes", "Packs into its own pocket"],
  },
  shorts: {
    sizeKind: "bottoms",
    price: [20, 36],
    weight: 0.45,
    decoration: "Screen Print",
    fabric: ["100% polyester mesh", "Stretch woven polyester", "Cotton/poly fleece"],
    features: ["Elastic waistband with drawcord", "Side pockets", "9-inch inseam", "Moisture-wicking"],
  },
  pants: {
    sizeKind: "bottoms",
    price: [38, 62],
    weight: 0.9,
    decoration: "Screen Print",
    fabric: ["Polyester tricot", "Cotton/poly fleece", "Stretch nylon woven"],
    features: ["Elastic waistband with drawcord", "Zippered pockets", "Ankle zips", "Open bottom"],
  },
  joggers: {
    sizeKind: "bottoms",
    price: [34, 54],
    weight: 0.9,
    decoration: "Screen Print",
    fabric: ["80/20 cotton/poly fleece", "Tech fleece with stretch", "Tri-blend French terry"],
    features: ["Rib-knit ankle cuffs", "Side pockets", "Elastic waistband with drawcord", "Tapered leg"],
  },
  cap: {
    sizeKind: "one",
    price: [18, 32],
    weight: 0.3,
    decoration: "Embroidery",
    fabric: ["Cotton twill", "Performance polyester", "Cotton front with nylon mesh back"],
    features: ["Adjustable snap or strap back", "Pre-curved visor", "Sewn eyelets", "Cotton sweatband"],
  },
  visor: {
    sizeKind: "one",
    price: [15, 24],
    weight: 0.2,
    decoration: "Embroidery",
    fabric: ["Cotton twill", "Performance polyester", "Polyester mesh"],
    features: ["Adjustable hook-and-loop closure", "Terry sweatband", "Pre-curved visor", "Lightweight"],
  },
  beanie: {
    sizeKind: "one",
    price: [14, 26],
    weight: 0.25,
    decoration: "Embroidery",
    fabric: ["100% acrylic knit", "Acrylic knit with fleece lining", "Rib-knit acrylic/wool blend"],
    features: ["Fold-over cuff", "One size fits most", "Soft hand", "Warm, stretchy knit"],
  },
  tote: {
    sizeKind: "one",
    price: [10, 28],
    weight: 0.5,
    decoration: "Screen Print",
    fabric: ["12 oz cotton canvas", "Recycled polyester", "Natural jute"],
    features: ["Reinforced handles", "Gusseted bottom", "Interior slip pocket", "Holds up to 25 lb"],
  },
  backpack: {
    sizeKind: "one",
    price: [38, 85],
    weight: 1.8,
    decoration: "Embroidery",
    fabric: ["600D polyester", "Ripstop nylon", "Water-resistant polyester"],
    features: ["Padded laptop sleeve", "Side water-bottle pockets", "Padded shoulder straps", "Front organiser pocket"],
  },
  duffel: {
    sizeKind: "one",
    price: [42, 90],
    weight: 2.2,
    decoration: "Embroidery",
    fabric: ["600D polyester", "Ripstop nylon", "Heavy-duty canvas"],
    features: ["Ventilated shoe compartment", "Removable shoulder strap", "End pockets", "Reinforced base"],
  },
  socks: {
    sizeKind: "socks",
    price: [9, 18],
    weight: 0.2,
    decoration: "Screen Print",
    fabric: ["Cotton/poly/spandex blend", "Moisture-wicking nylon", "Cushioned cotton blend"],
    features: ["Cushioned footbed", "Arch support", "Reinforced heel and toe", "Team stripes knitted in"],
  },
  tumbler: {
    sizeKind: "one",
    price: [16, 36],
    weight: 0.9,
    decoration: "Screen Print",
    fabric: ["Double-wall stainless steel", "BPA-free plastic", "Powder-coated stainless steel"],
    features: ["Keeps drinks cold 24 h", "Leak-resistant lid", "Dishwasher-safe lid", "Fits most cup holders"],
  },
};

export interface CategoryDef {
  id: string;
  name: string;
}

export interface SubcategoryDef extends CategoryDef {
  garment: Garment;
  names: string[];
}

export interface CatalogueDef {
  top: CategoryDef[];
  subs: SubcategoryDef[];
}

/** The demo team store: 6 top categories, 21 sub-categories, 8 products each (168). */
export const DEMO_CATALOGUE: CatalogueDef = {
  top: [
    { id: "tops", name: "Tops" },
    { id: "outerwear", name: "Outerwear" },
    { id: "bottoms", name: "Bottoms" },
    { id: "headwear", name: "Headwear" },
    { id: "bags", name: "Bags" },
    { id: "accessories", name: "Accessories" },
  ],
  subs: [
    {
      id: "tops/t-shirts",
      name: "T-Shirts",
      garment: "tee",
      names: [
        "Heavyweight Cotton Tee",
        "Tri-Blend Crew Tee",
        "Ringspun Cotton Tee",
        "Garment-Dyed Pocket Tee",
        "Vintage Wash Tee",
        "Essential V-Neck Tee",
        "Youth Cotton Tee",
        "Organic Cotton Tee",
      ],
    },
    {
      id: "tops/long-sleeve",
      name: "Long Sleeve",
      garment: "longsleeve",
      names: [
        "Heavyweight Long-Sleeve Tee",
        "Tri-Blend Long-Sleeve Tee",
        "Performance Long-Sleeve Shooter",
        "Ringspun Long-Sleeve Crew",
        "Thermal Waffle Long-Sleeve",
        "Long-Sleeve Pocket Tee",
        "Youth Long-Sleeve Tee",
        "Sun Shield Long-Sleeve Tee",
      ],
    },
    {
      id: "tops/polos",
      name: "Polos",
      garment: "polo",
      names: [
        "Classic Pique Polo",
        "Performance Snag-Proof Polo",
        "Tech Mesh Polo",
        "Cotton Jersey Polo",
        "Women's Silk Touch Polo",
        "Striped Performance Polo",
        "Coaches Polo",
        "Heathered Performance Polo",
      ],
    },
    {
      id: "tops/tanks",
      name: "Tanks",
      garment: "tank",
      names: [
        "Performance Racerback Tank",
        "Cotton Muscle Tank",
        "Tri-Blend Tank",
        "Mesh Practice Tank",
        "Women's Flowy Tank",
        "Reversible Practice Tank",
        "Heavyweight Cotton Tank",
        "Dri-Cool Training Tank",
      ],
    },
    {
      id: "tops/performance",
      name: "Performance",
      garment: "tee",
      names: [
        "Performance Training Tee",
        "Competitor Dry-Fit Tee",
        "Lightweight Mesh Jersey",
        "Cooling Practice Tee",
        "Sideline Performance Tee",
        "Moisture-Wicking Crew Tee",
        "Raglan Performance Tee",
        "Warm-Up Shooting Shirt",
      ],
    },
    {
      id: "outerwear/hoodies",
      name: "Hoodies",
      garment: "hoodie",
      names: [
        "Heavyweight Pullover Hoodie",
        "Midweight Fleece Hoodie",
        "Tri-Blend Pullover Hoodie",
        "Full-Zip Fleece Hoodie",
        "Performance Hooded Pullover",
        "Garment-Dyed Hoodie",
        "Youth Pullover Hoodie",
        "Sherpa-Lined Full-Zip Hoodie",
      ],
    },
    {
      id: "outerwear/crewnecks",
      name: "Crewnecks",
      garment: "crewneck",
      names: [
        "Classic Fleece Crewneck",
        "Heavyweight Crewneck",
        "Tri-Blend Fleece Crewneck",
        "Vintage Wash Crewneck",
        "Raglan Fleece Crewneck",
        "Youth Fleece Crewneck",
        "Women's Cropped Crewneck",
        "Eco Fleece Crewneck",
      ],
    },
    {
      id: "outerwear/quarter-zips",
      name: "Quarter-Zips",
      garment: "quarterzip",
      names: [
        "Performance Quarter-Zip",
        "Fleece Quarter-Zip Pullover",
        "Sport-Wick Quarter-Zip",
        "Sweater-Knit Quarter-Zip",
        "Heathered Quarter-Zip",
        "Coaches Quarter-Zip",
        "Women's Quarter-Zip Pullover",
        "Textured Tech Quarter-Zip",
      ],
    },
    {
      id: "outerwear/jackets",
      name: "Jackets",
      garment: "jacket",
      names: [
        "Soft Shell Jacket",
        "Packable Rain Jacket",
        "Insulated Sideline Jacket",
        "Varsity Letterman Jacket",
        "Lightweight Windbreaker",
        "Full-Zip Warm-Up Jacket",
        "Puffer Jacket",
        "Coaches Jacket",
      ],
    },
    {
      id: "outerwear/vests",
      name: "Vests",
      garment: "vest",
      names: [
        "Puffer Vest",
        "Soft Shell Vest",
        "Microfleece Vest",
        "Quilted Vest",
        "Sherpa Fleece Vest",
        "Insulated Coaches Vest",
        "Women's Puffer Vest",
        "Packable Down Vest",
      ],
    },
    {
      id: "bottoms/shorts",
      name: "Shorts",
      garment: "shorts",
      names: [
        "Performance Training Shorts",
        "Fleece Shorts",
        "Mesh Practice Shorts",
        "Woven Coaches Shorts",
        "Women's Running Shorts",
        "Pocketed Mesh Shorts",
        "Youth Practice Shorts",
        "Tri-Blend Lounge Shorts",
      ],
    },
    {
      id: "bottoms/pants",
      name: "Pants",
      garment: "pants",
      names: [
        "Warm-Up Pants",
        "Open-Bottom Fleece Pants",
        "Tech Travel Pants",
        "Coaches Flat-Front Pants",
        "Tearaway Warm-Up Pants",
        "Women's Lightweight Track Pants",
        "Stretch Chino Pants",
        "Youth Warm-Up Pants",
      ],
    },
    {
      id: "bottoms/joggers",
      name: "Joggers",
      garment: "joggers",
      names: [
        "Fleece Joggers",
        "Tech Fleece Joggers",
        "Tri-Blend Joggers",
        "Lightweight Training Joggers",
        "Heavyweight Joggers",
        "Women's Cuffed Joggers",
        "Youth Fleece Joggers",
        "Garment-Dyed Joggers",
      ],
    },
    {
      id: "headwear/caps",
      name: "Caps",
      garment: "cap",
      names: [
        "Structured Snapback Cap",
        "Unstructured Dad Cap",
        "Trucker Mesh Cap",
        "Stretch-Fit Performance Cap",
        "Flat-Bill Snapback",
        "Rope Cap",
        "Washed Chino Cap",
        "Five-Panel Camper Cap",
      ],
    },
    {
      id: "headwear/beanies",
      name: "Beanies",
      garment: "beanie",
      names: [
        "Cuffed Knit Beanie",
        "Pom-Pom Beanie",
        "Fleece-Lined Beanie",
        "Chunky Rib Beanie",
        "Performance Skull Cap",
        "Striped Pom Beanie",
        "Fisherman Beanie",
        "Reflective Knit Beanie",
      ],
    },
    {
      id: "headwear/visors",
      name: "Visors",
      garment: "visor",
      names: [
        "Performance Visor",
        "Cotton Twill Visor",
        "Terry Band Visor",
        "Mesh Sport Visor",
        "Adjustable Golf Visor",
        "Women's Ponytail Visor",
        "Sandwich Bill Visor",
        "Lightweight Running Visor",
      ],
    },
    {
      id: "bags/totes",
      name: "Totes",
      garment: "tote",
      names: [
        "Heavyweight Canvas Tote",
        "Grocery Tote",
        "Zippered Boat Tote",
        "Recycled Cotton Tote",
        "Jute Market Tote",
        "Large Gusseted Tote",
        "Non-Woven Event Tote",
        "Cinch Drawstring Bag",
      ],
    },
    {
      id: "bags/backpacks",
      name: "Backpacks",
      garment: "backpack",
      names: [
        "Team Backpack",
        "Laptop Commuter Backpack",
        "Ball Backpack",
        "Rolltop Backpack",
        "Lightweight Daypack",
        "Youth School Backpack",
        "Equipment Backpack",
        "Cooler Backpack",
      ],
    },
    {
      id: "bags/duffels",
      name: "Duffels",
      garment: "duffel",
      names: [
        "Team Duffel Bag",
        "Weekender Duffel",
        "Equipment Duffel",
        "Packable Travel Duffel",
        "Gym Duffel",
        "Wheeled Duffel",
        "Roll-Up Duffel",
        "Coaches Duffel",
      ],
    },
    {
      id: "accessories/socks",
      name: "Socks",
      garment: "socks",
      names: [
        "Crew Athletic Socks",
        "Quarter Performance Socks",
        "Striped Tube Socks",
        "Compression Socks",
        "Cushioned Crew Socks",
        "Team Stripe Socks",
        "No-Show Socks",
        "Over-the-Calf Game Socks",
      ],
    },
    {
      id: "accessories/drinkware",
      name: "Drinkware",
      garment: "tumbler",
      names: [
        "Insulated Tumbler 20 oz",
        "Insulated Water Bottle 24 oz",
        "Stadium Cup",
        "Camp Mug 12 oz",
        "Sport Squeeze Bottle",
        "Insulated Can Cooler",
        "Travel Mug 16 oz",
        "Shaker Bottle",
      ],
    },
  ],
};

/** The Acme Corp company store (private): 20 products. */
export const PRIVATE_CATALOGUE: CatalogueDef = {
  top: [
    { id: "apparel", name: "Apparel" },
    { id: "bags", name: "Bags" },
    { id: "headwear", name: "Headwear" },
    { id: "accessories", name: "Accessories" },
  ],
  subs: [
    {
      id: "apparel/polos",
      name: "Polos",
      garment: "polo",
      names: ["Acme Corp Embroidered Pique Polo", "Acme Corp Performance Polo", "Acme Corp Women's Performance Polo"],
    },
    {
      id: "apparel/dress-shirts",
      name: "Dress Shirts",
      garment: "buttondown",
      names: ["Acme Corp Oxford Button-Down", "Acme Corp Stretch Poplin Shirt"],
    },
    {
      id: "apparel/t-shirts",
      name: "T-Shirts",
      garment: "tee",
      names: ["Acme Corp Logo Tee", "Acme Corp Tri-Blend Tee", "Acme Corp Volunteer Day Tee"],
    },
    {
      id: "apparel/outerwear",
      name: "Outerwear",
      garment: "jacket",
      names: ["Acme Corp Soft Shell Jacket", "Acme Corp Fleece Full-Zip Jacket"],
    },
    { id: "apparel/layers", name: "Layers", garment: "quarterzip", names: ["Acme Corp Quarter-Zip Pullover"] },
    { id: "apparel/vests", name: "Vests", garment: "vest", names: ["Acme Corp Puffer Vest"] },
    {
      id: "bags/backpacks",
      name: "Backpacks",
      garment: "backpack",
      names: ["Acme Corp Laptop Backpack", "Acme Corp Commuter Backpack"],
    },
    { id: "bags/totes", name: "Totes", garment: "tote", names: ["Acme Corp Canvas Tote", "Acme Corp Conference Tote"] },
    {
      id: "accessories/drinkware",
      name: "Drinkware",
      garment: "tumbler",
      names: ["Acme Corp Insulated Tumbler", "Acme Corp Travel Mug"],
    },
    { id: "headwear/caps", name: "Caps", garment: "cap", names: ["Acme Corp Structured Cap"] },
    { id: "headwear/beanies", name: "Beanies", garment: "beanie", names: ["Acme Corp Knit Beanie"] },
  ],
};

/** The Wildcats spring team order (closed): 10 products. */
export const CLOSED_CATALOGUE: CatalogueDef = {
  top: [
    { id: "tops", name: "Tops" },
    { id: "outerwear", name: "Outerwear" },
    { id: "headwear", name: "Headwear" },
    { id: "bags", name: "Bags" },
  ],
  subs: [
    {
      id: "tops/t-shirts",
      name: "T-Shirts",
      garment: "tee",
      names: ["Wildcats Practice Tee", "Wildcats Spirit Tee", "Wildcats Performance Tee"],
    },
    { id: "tops/long-sleeve", name: "Long Sleeve", garment: "longsleeve", names: ["Wildcats Long-Sleeve Shooter"] },
    { id: "outerwear/hoodies", name: "Hoodies", garment: "hoodie", names: ["Wildcats Pullover Hoodie"] },
    { id: "outerwear/quarter-zips", name: "Quarter-Zips", garment: "quarterzip", names: ["Wildcats Quarter-Zip"] },
    { id: "outerwear/jackets", name: "Jackets", garment: "jacket", names: ["Wildcats Warm-Up Jacket"] },
    { id: "headwear/caps", name: "Caps", garment: "cap", names: ["Wildcats Snapback Cap"] },
    { id: "headwear/beanies", name: "Beanies", garment: "beanie", names: ["Wildcats Pom Beanie"] },
    { id: "bags/backpacks", name: "Backpacks", garment: "backpack", names: ["Wildcats Team Backpack"] },
  ],
};

export const DEMO_BRANDS = [
  "Fieldhouse Athletic",
  "Northpeak",
  "Kestrel Sport",
  "Bluebird Basics",
  "Ironbridge",
  "Trailmark",
  "Harbor & Pine",
  "Summit Supply Co.",
];
export const SUPPLIERS = ["Midwest Apparel Distribution", "Coastline Promotional Supply", "Great Lakes Blanks"];
