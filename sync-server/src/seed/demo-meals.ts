// The demo menu of a university hostel in Bangladesh: 9 breakfasts, 9 lunches and 9 dinners,
// each with the picture it is drawn as (see meal-art.ts).
import type { MealType } from '@hostel/shared-schema';
import type { MealArt } from './meal-art';
import { PALETTES as P } from './palettes';

export type DemoMeal = {
  /** File name part of the image: /api/uploads/demo-<slug>.svg */
  slug: string;
  title: string;
  type: MealType;
  price: number;
  rating: number;
  ingredients: string[];
  description: string;
  art: MealArt;
};

const breakfasts: DemoMeal[] = [
  {
    slug: 'khichuri-with-egg',
    title: 'Khichuri with Egg',
    type: 'breakfast',
    price: 70,
    rating: 5,
    ingredients: ['Rice', 'Moong dal', 'Boiled egg', 'Ghee', 'Turmeric', 'Green chili'],
    description:
      'Soft, buttery khichuri of rice and roasted moong dal with a halved boiled egg on top. The rainy-morning favourite of every hall.',
    art: { main: 'shallow-pan-of-food', side: 'egg', garnish: 'hot-pepper', colors: P.saffron },
  },
  {
    slug: 'paratha-with-egg-curry',
    title: 'Paratha with Egg Curry',
    type: 'breakfast',
    price: 60,
    rating: 4,
    ingredients: ['Flaky paratha', 'Egg', 'Onion', 'Tomato', 'Garam masala'],
    description:
      'Two flaky, ghee-layered parathas with a spicy onion-tomato egg curry for dipping.',
    art: { main: 'flatbread', side: 'pot-of-food', garnish: 'onion', colors: P.terracotta },
  },
  {
    slug: 'luchi-with-aloo-dum',
    title: 'Luchi with Aloo Dum',
    type: 'breakfast',
    price: 55,
    rating: 4,
    ingredients: ['Flour', 'Potato', 'Cumin', 'Ginger', 'Ghee'],
    description: 'Puffed golden luchi served hot with a slow-cooked, gently spiced potato dum.',
    art: { main: 'stuffed-flatbread', side: 'potato', garnish: 'ginger-root', colors: P.mustard },
  },
  {
    slug: 'ruti-with-sabji',
    title: 'Ruti with Mixed Sabji',
    type: 'breakfast',
    price: 40,
    rating: 3,
    ingredients: ['Atta ruti', 'Potato', 'Carrot', 'Papaya', 'Green peas'],
    description: 'Three soft hand-made rutis and a light bhaji of seasonal vegetables.',
    art: { main: 'flatbread', side: 'leafy-green', garnish: 'carrot', colors: P.olive },
  },
  {
    slug: 'chira-doi-with-banana',
    title: 'Chira Doi with Banana',
    type: 'breakfast',
    price: 50,
    rating: 4,
    ingredients: ['Flattened rice', 'Sweet yogurt', 'Banana', 'Jaggery'],
    description:
      'Flattened rice soaked in creamy mishti doi with ripe banana and a drizzle of date jaggery.',
    art: { main: 'bowl-with-spoon', side: 'banana', garnish: 'honey-pot', colors: P.amber },
  },
  {
    slug: 'bhuna-khichuri-beef',
    title: 'Bhuna Khichuri with Beef',
    type: 'breakfast',
    price: 120,
    rating: 5,
    ingredients: ['Polao rice', 'Masoor dal', 'Beef', 'Onion', 'Ghee', 'Bay leaf'],
    description:
      'Fragrant dry khichuri cooked with tender beef bhuna: the Friday breakfast that sells out first.',
    art: { main: 'curry-rice', side: 'cut-of-meat', garnish: 'garlic', colors: P.cocoa },
  },
  {
    slug: 'pancakes-with-honey',
    title: 'Pancakes with Honey',
    type: 'breakfast',
    price: 90,
    rating: 4,
    ingredients: ['Flour', 'Milk', 'Egg', 'Butter', 'Honey'],
    description: 'A stack of fluffy pancakes with melting butter and Sundarbans honey.',
    art: { main: 'pancakes', side: 'honey-pot', garnish: 'butter', colors: P.rose },
  },
  {
    slug: 'toast-omelette-and-tea',
    title: 'Toast, Omelette and Tea',
    type: 'breakfast',
    price: 65,
    rating: 3,
    ingredients: ['Bread', 'Egg', 'Onion', 'Green chili', 'Milk tea'],
    description:
      'Crisp butter toast with a green-chili omelette and a cup of hot milk tea to wake you up.',
    art: { main: 'bread', side: 'hot-beverage', garnish: 'egg', colors: P.sky },
  },
  {
    slug: 'croissant-and-coffee',
    title: 'Croissant and Coffee',
    type: 'breakfast',
    price: 110,
    rating: 4,
    ingredients: ['Butter croissant', 'Strawberry jam', 'Coffee', 'Milk'],
    description: 'A warm butter croissant with jam and a strong milky coffee for exam mornings.',
    art: { main: 'croissant', side: 'hot-beverage', garnish: 'cheese-wedge', colors: P.indigo },
  },
];

const lunches: DemoMeal[] = [
  {
    slug: 'chicken-biryani',
    title: 'Chicken Biryani',
    type: 'lunch',
    price: 180,
    rating: 5,
    ingredients: ['Basmati rice', 'Chicken', 'Potato', 'Yogurt', 'Saffron', 'Fried onion'],
    description:
      'Saffron-scented basmati layered with spiced chicken and a soft biryani potato. Served with salad and borhani.',
    art: { main: 'curry-rice', side: 'poultry-leg', garnish: 'onion', colors: P.saffron },
  },
  {
    slug: 'beef-tehari',
    title: 'Beef Tehari',
    type: 'lunch',
    price: 160,
    rating: 5,
    ingredients: ['Chinigura rice', 'Beef', 'Mustard oil', 'Green chili', 'Yogurt'],
    description:
      'Old Dhaka style tehari: small pieces of beef cooked into aromatic chinigura rice with mustard oil and green chili.',
    art: { main: 'cooked-rice', side: 'cut-of-meat', garnish: 'hot-pepper', colors: P.chili },
  },
  {
    slug: 'dal-bhaat-with-bhorta',
    title: 'Dal Bhaat with Bhorta',
    type: 'lunch',
    price: 90,
    rating: 4,
    ingredients: ['Rice', 'Masoor dal', 'Aloo bhorta', 'Begun bhorta', 'Mustard oil'],
    description:
      'Steaming rice, thin golden dal and two bhortas of mashed potato and smoky eggplant: simple and homely.',
    art: { main: 'cooked-rice', side: 'bowl-with-spoon', garnish: 'eggplant', colors: P.olive },
  },
  {
    slug: 'shorshe-ilish',
    title: 'Shorshe Ilish',
    type: 'lunch',
    price: 250,
    rating: 5,
    ingredients: ['Hilsa fish', 'Mustard paste', 'Green chili', 'Turmeric', 'Rice'],
    description:
      'Hilsa steaks cooked in a sharp mustard gravy with green chilies, served with plain rice.',
    art: { main: 'fish', side: 'cooked-rice', garnish: 'hot-pepper', colors: P.mustard },
  },
  {
    slug: 'morog-polao',
    title: 'Morog Polao',
    type: 'lunch',
    price: 200,
    rating: 4,
    ingredients: ['Polao rice', 'Chicken', 'Ghee', 'Cardamom', 'Raisins', 'Boiled egg'],
    description:
      'Wedding-style polao with a whole chicken leg in rich korma gravy, raisins and a boiled egg.',
    art: { main: 'poultry-leg', side: 'cooked-rice', garnish: 'egg', colors: P.amber },
  },
  {
    slug: 'rui-fish-curry',
    title: 'Rui Fish Curry with Rice',
    type: 'lunch',
    price: 140,
    rating: 4,
    ingredients: ['Rui fish', 'Potato', 'Tomato', 'Coriander', 'Rice'],
    description: 'River rui in a light tomato-coriander jhol with potato, just like at home.',
    art: { main: 'tropical-fish', side: 'curry-rice', garnish: 'tomato', colors: P.teal },
  },
  {
    slug: 'chicken-fried-rice',
    title: 'Chicken Fried Rice',
    type: 'lunch',
    price: 150,
    rating: 3,
    ingredients: ['Rice', 'Chicken', 'Egg', 'Carrot', 'Capsicum', 'Soy sauce'],
    description:
      'Wok-tossed rice with chicken, egg and crunchy vegetables, Chittagong-Chinese style.',
    art: { main: 'bento-box', side: 'poultry-leg', garnish: 'bell-pepper', colors: P.sky },
  },
  {
    slug: 'vegetable-pasta',
    title: 'Vegetable Pasta',
    type: 'lunch',
    price: 130,
    rating: 3,
    ingredients: ['Spaghetti', 'Tomato sauce', 'Mushroom', 'Capsicum', 'Cheese'],
    description: 'Spaghetti in a garlicky tomato sauce with mushrooms and grated cheese.',
    art: { main: 'spaghetti', side: 'tomato', garnish: 'mushroom', colors: P.rose },
  },
  {
    slug: 'chicken-burger-with-fries',
    title: 'Chicken Burger with Fries',
    type: 'lunch',
    price: 170,
    rating: 4,
    ingredients: ['Bun', 'Crispy chicken', 'Lettuce', 'Cheese', 'Potato fries'],
    description: 'A crispy fried chicken burger with cheese and lettuce and a basket of fries.',
    art: { main: 'hamburger', side: 'french-fries', garnish: 'cucumber', colors: P.plum },
  },
];

const dinners: DemoMeal[] = [
  {
    slug: 'kacchi-biryani',
    title: 'Kacchi Biryani',
    type: 'dinner',
    price: 350,
    rating: 5,
    ingredients: ['Basmati rice', 'Mutton', 'Potato', 'Yogurt', 'Saffron', 'Ghee'],
    description:
      'Raw mutton marinated overnight and slow-cooked dum style with basmati and saffron. The monthly feast night.',
    art: { main: 'pot-of-food', side: 'meat-on-bone', garnish: 'onion', colors: P.terracotta },
  },
  {
    slug: 'beef-kala-bhuna',
    title: 'Beef Kala Bhuna with Paratha',
    type: 'dinner',
    price: 220,
    rating: 5,
    ingredients: ['Beef', 'Onion', 'Garlic', 'Ginger', 'Black pepper', 'Paratha'],
    description:
      'Chittagong kala bhuna, beef slow-fried until dark and glossy, with two hot parathas.',
    art: { main: 'cut-of-meat', side: 'flatbread', garnish: 'garlic', colors: P.cocoa },
  },
  {
    slug: 'chingri-malai-curry',
    title: 'Chingri Malai Curry',
    type: 'dinner',
    price: 280,
    rating: 5,
    ingredients: ['Prawns', 'Coconut milk', 'Onion', 'Ginger', 'Rice'],
    description: 'Plump prawns in a mild, creamy coconut-milk curry over fluffy white rice.',
    art: { main: 'fried-shrimp', side: 'coconut', garnish: 'lime', colors: P.teal },
  },
  {
    slug: 'mutton-rezala-with-naan',
    title: 'Mutton Rezala with Naan',
    type: 'dinner',
    price: 300,
    rating: 4,
    ingredients: ['Mutton', 'Yogurt', 'Cashew paste', 'Cardamom', 'Naan'],
    description: 'A pale, fragrant Mughlai rezala of mutton in yogurt and cashew, with soft naan.',
    art: { main: 'meat-on-bone', side: 'flatbread', garnish: 'peanuts', colors: P.amber },
  },
  {
    slug: 'chicken-roast-with-polao',
    title: 'Chicken Roast with Polao',
    type: 'dinner',
    price: 240,
    rating: 4,
    ingredients: ['Chicken', 'Polao rice', 'Ghee', 'Fried onion', 'Cinnamon'],
    description: 'Biye-barir chicken roast in a sweet, nutty gravy with ghee-rich polao.',
    art: { main: 'poultry-leg', side: 'cooked-rice', garnish: 'onion', colors: P.saffron },
  },
  {
    slug: 'egg-curry-with-rice',
    title: 'Egg Curry with Rice',
    type: 'dinner',
    price: 80,
    rating: 3,
    ingredients: ['Eggs', 'Potato', 'Onion', 'Turmeric', 'Rice'],
    description: 'Two fried eggs simmered in a homestyle curry with potato, on plain rice.',
    art: { main: 'curry-rice', side: 'egg', garnish: 'potato', colors: P.mustard },
  },
  {
    slug: 'thai-soup-and-fried-rice',
    title: 'Thai Soup and Fried Rice',
    type: 'dinner',
    price: 190,
    rating: 4,
    ingredients: ['Chicken', 'Prawn', 'Mushroom', 'Lemongrass', 'Egg', 'Rice', 'Roasted peanuts'],
    description:
      'Hot and sour Thai soup with prawn and mushroom, with a plate of egg fried rice topped with roasted peanuts.',
    art: { main: 'steaming-bowl', side: 'shallow-pan-of-food', garnish: 'lemon', colors: P.indigo },
  },
  {
    slug: 'chicken-tikka-pizza',
    title: 'Chicken Tikka Pizza',
    type: 'dinner',
    price: 320,
    rating: 4,
    ingredients: ['Pizza dough', 'Chicken tikka', 'Mozzarella', 'Onion', 'Capsicum'],
    description: 'Thin-crust pizza loaded with chicken tikka, capsicum and melted mozzarella.',
    art: { main: 'pizza', side: 'cup-with-straw', garnish: 'bell-pepper', colors: P.chili },
  },
  {
    slug: 'grilled-chicken-with-salad',
    title: 'Grilled Chicken with Salad',
    type: 'dinner',
    price: 260,
    rating: 3,
    ingredients: ['Chicken breast', 'Lettuce', 'Cucumber', 'Tomato', 'Lemon', 'Garlic sauce'],
    description: 'Charcoal-grilled chicken with a crunchy garden salad and garlic mayo.',
    art: { main: 'green-salad', side: 'poultry-leg', garnish: 'lemon', colors: P.mint },
  },
];

export const DEMO_MEALS: readonly DemoMeal[] = [...breakfasts, ...lunches, ...dinners];
