"""The results site: certificates of many implementations as one static, offline page."""
