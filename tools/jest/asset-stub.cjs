// Stylesheets and images are not part of the behaviour under test.
module.exports = {};
